import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoUpstreams, WHITE_LABEL_NODE_PORT, type DemoUpstreams } from '.';
import { startOnLoopbackPort } from './loopback-address';
import { answer, startSimulator, type RunningSimulator } from './simulator-server';

const running: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

const start = async (): Promise<DemoUpstreams> => {
  const upstreams = await startDemoUpstreams({ keys: { gameProvider: 'right-provider-key', geolocation: 'right-geo-key' } });
  running.push(upstreams);
  return upstreams;
};

const status = async (url: string) => (await fetch(url)).status;

/** A GET with a Host header of our choosing (fetch does not let one set it). */
const getWithHost = (url: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const request = httpRequest(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });

describe('the demo upstream simulators', () => {
  it('the game provider wants its key in the query, and refuses a wrong or missing one', async () => {
    const { urls } = await start();
    expect(await status(`${urls.gameProvider}/admin/games?key=right-provider-key`)).toBe(200);
    expect(await status(`${urls.gameProvider}/admin/games?key=wrong`)).toBe(401);
    expect(await status(`${urls.gameProvider}/admin/games`)).toBe(401);
  });

  it('the geolocation service wants its key, and places an IP', async () => {
    const { urls } = await start();
    const lookup = (key: string) => urls.geolocation.replace('{ip}', '203.0.113.5').replace('{key}', key);
    const found = await fetch(lookup('right-geo-key'));
    expect(await found.json()).toEqual({ ip: '203.0.113.5', country: expect.any(String), city: expect.any(String) });
    expect(await status(lookup('wrong'))).toBe(401);
  });

  it('the white-label node listens at a random loopback IP on port 8001, and answers only callers that name it so', async () => {
    const { urls } = await start();
    expect(urls.whiteLabelNode).toMatch(new RegExp(`^http://127\\.\\d+\\.\\d+\\.\\d+:${WHITE_LABEL_NODE_PORT}$`));
    expect(await status(`${urls.whiteLabelNode}/status`)).toBe(200);
    expect(await getWithHost(`${urls.whiteLabelNode}/status`, 'node.example.com:8001')).toBe(421);
  });

  it('two demo consoles at once each get a white-label node of their own', async () => {
    const [first, second] = await Promise.all([start(), start()]);
    expect(first.urls.whiteLabelNode).not.toBe(second.urls.whiteLabelNode);
  });

  it('tries another loopback address while the port is taken there', async () => {
    const taken: RunningSimulator = await startSimulator('127.0.0.3', 0, () => answer(200, {}));
    running.push(taken);
    const port = Number(new URL(taken.origin).port);
    const addresses = ['127.0.0.3', '127.0.0.4'];
    const node = await startOnLoopbackPort(port, () => () => answer(200, {}), () => addresses.shift() ?? '127.0.0.5');
    running.push(node);
    expect(node.origin).toBe(`http://127.0.0.4:${port}`);
  });

  it('answers GET only', async () => {
    const { urls } = await start();
    expect((await fetch(`${urls.dnsProvider}/environments`, { method: 'POST' })).status).toBe(405);
    expect(await (await fetch(`${urls.dnsProvider}/environments`)).json()).toContainEqual({ id: 'production', name: 'Production' });
  });
});
