import { randomUUID } from 'node:crypto';
import { startDemoUpstreams } from '../../demo-upstreams';
import { useTestCores } from '../core/test-cores';

/** Test support: the console core in demo mode, with every request main sends recorded (method and URL). */
export const useSitesCore = () => {
  const { freshConfig, start } = useTestCores();
  return async () => {
    const sent: Array<{ method: string; url: string }> = [];
    const lines: string[] = [];
    const spy: typeof fetch = (input, init) => {
      sent.push({ method: init?.method ?? 'GET', url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url });
      return fetch(input, init);
    };
    const core = await start(freshConfig(), { fetch: spy, log: (line) => lines.push(line), startDemoUpstreams: (options) => startDemoUpstreams({ ...options }) });
    // A new idempotency key per call, as the renderer gives every mutation (main sends it only for keyed operations).
    const call = (channel: string, input?: unknown) => core.call(channel, input, { windowId: 'w1' }, { idempotencyKey: randomUUID() });
    return { core, sent, lines, call, login: (userName: string, password: string) => call('session.login', { userName, password }) };
  };
};
