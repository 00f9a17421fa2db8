import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { UpstreamEvents } from '../live/upstream';
import { reportingConnection } from './connection-report';

const events = (): UpstreamEvents => ({ connected: vi.fn(), disconnected: vi.fn(), message: vi.fn() });

describe('the connection report', () => {
  it('reports the feed\u2019s connection id on connect, then as a reconnect, and passes every event on', async () => {
    const inner = events();
    const request = vi.fn().mockResolvedValue(ok({ connectionId: 'c', connectedAt: 'now', reconnects: 0 }));
    const wrapped = reportingConnection(inner, { request }, () => {});
    wrapped.connected('epoch-1', 'conn-aaaaaaaa');
    wrapped.connected('epoch-1', 'conn-bbbbbbbb');
    wrapped.connected('epoch-1');
    expect(inner.connected).toHaveBeenCalledTimes(3);
    expect(request.mock.calls.map(([op, input]) => [(op as { id: string }).id, input])).toEqual([
      ['authExtras.updateConnection', { connectionId: 'conn-aaaaaaaa', reconnect: false }],
      ['authExtras.updateConnection', { connectionId: 'conn-bbbbbbbb', reconnect: true }],
    ]);
  });

  it('logs a report that failed, and the feed carries on', async () => {
    const lines: string[] = [];
    const request = vi.fn().mockResolvedValue({ ok: false, error: { kind: 'network', message: 'x' } });
    reportingConnection(events(), { request }, (line) => lines.push(line)).connected('e', 'conn-cccccccc');
    await vi.waitFor(() => expect(lines).toEqual(['live: the connection id was not reported (network)']));
  });
});
