// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import type { MonitorProps } from '../registry/monitor-kind';
import { StreamHealthMonitor } from './stream-health-monitor';

const REFUSED = 'You do not have permission to do this.';

beforeEach(() => {
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = { streaming: { health: async () => fail({ kind: 'forbidden', status: 403, message: REFUSED }) } };
});
afterEach(cleanup);

const props = { monitor: {} as MonitorProps['monitor'], monitorRef: { kind: 'streamHealth', slot: 1 }, enabled: true, header: <h1>Stream Health 1</h1> } satisfies MonitorProps;

describe('Stream Health', () => {
  it('says in the frame why its read failed, not only a bare badge (QA live4 #6)', async () => {
    renderAsAdmin(<StreamHealthMonitor {...props} />);
    const note = await screen.findByTestId('stale-note');
    expect(note.textContent).toMatch(/^You do not have permission to do this\. Not live: /);
    expect(screen.getByText('No access').closest('[data-health]')?.getAttribute('data-health')).toBe('refused');
  });
});
