import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_ON_RECONNECT, RESYNC_ON_RECONNECT } from '@shared/bridge/constants';
import { events, listBridgedOperations } from '@shared/contract';

class FakeWebSocket {
  static urls: string[] = [];
  readyState = 0;
  onopen = null;
  onclose = null;
  onmessage = null;
  onerror = null;
  constructor(url: string) {
    FakeWebSocket.urls.push(url);
  }
  send() {}
  close() {}
}

async function loadBridgeScript(protocol: string) {
  vi.resetModules();
  FakeWebSocket.urls = [];
  const page: Record<string, unknown> = {};
  vi.stubGlobal('window', page);
  vi.stubGlobal('location', { protocol, host: '127.0.0.1:4321' });
  vi.stubGlobal('WebSocket', FakeWebSocket);
  await import('./browser-bridge');
  return page;
}

describe('the browser bridge script', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets a frozen, read-only window.exchange as soon as it loads', async () => {
    const page = await loadBridgeScript('http:');
    const descriptor = Object.getOwnPropertyDescriptor(page, 'exchange');
    expect(descriptor).toMatchObject({ writable: false, configurable: false, enumerable: true });
    const exchange = page.exchange as Record<string, Record<string, unknown>>;
    expect(Object.isFrozen(exchange)).toBe(true);
    expect(typeof exchange.session?.getState).toBe('function');
    expect(typeof exchange.session?.onChanged).toBe('function');
    expect(() => {
      'use strict';
      page.exchange = {};
    }).toThrow(TypeError);
  });

  it('connects to the bridge socket of its own host, over wss when the page is https', async () => {
    await loadBridgeScript('http:');
    expect(FakeWebSocket.urls).toEqual(['ws://127.0.0.1:4321/__bridge']);
    await loadBridgeScript('https:');
    expect(FakeWebSocket.urls).toEqual(['wss://127.0.0.1:4321/__bridge']);
  });

  it('restores after a reconnect only calls the contract has (the ids are spelled out to keep zod out of the script)', () => {
    const channels = new Set(listBridgedOperations().map((op) => op.channel));
    for (const id of RESTORE_ON_RECONNECT) expect(channels.has(id), id).toBe(true);
    for (const { call, event } of RESYNC_ON_RECONNECT) {
      expect(channels.has(call), call).toBe(true);
      expect(Object.values(events).flatMap((area) => Object.values(area).map((e) => e.id)), event).toContain(event);
    }
  });
});
