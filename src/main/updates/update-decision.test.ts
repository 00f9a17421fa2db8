import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideUpdate, stagingBucket, type UpdateSettings } from './update-decision';
import { feedFileName, readUpdateFeed } from './update-feed';
import { compareVersions, parseVersion } from './version';

/** A feed as IT hosts it: the files electron-builder publishes, served from loopback. */
const FEED: Record<string, string> = {
  'latest.yml': ['version: 1.3.0', 'releaseDate: 2026-11-20T08:00:00.000Z', 'releaseNotes: Faster monitors', 'files:', '  - url: console-1.3.0.exe', '    sha512: abc', '    size: 100'].join('\n'),
  'beta.yml': ['version: 1.4.0-beta.2', 'stagingPercentage: 30', 'files:', '  - url: console-1.4.0-beta.2.exe', '    sha512: def'].join('\n'),
  'latest-linux.yml': 'version: [not, a, string',
};

let server: Server;
let feedUrl: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const name = (request.url ?? '').split('/').pop() ?? '';
    requested.push(name);
    const body = FEED[name];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/yaml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/console`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const decide = async (settings: Partial<UpdateSettings>, currentVersion = '1.2.0', machineId = 'machine-a') => {
  const full: UpdateSettings = { automatic: true, channel: 'stable', feedUrl, ...settings };
  const feed = full.feedUrl ? await readUpdateFeed(fetch, full.feedUrl, full.channel, 'win32') : undefined;
  return decideUpdate({ settings: full, currentVersion, entry: feed?.ok ? feed.entry : undefined, machineId });
};

describe('update decision against a local feed', () => {
  it('downloads a newer stable version, says what is new and that it applies at the next restart', async () => {
    expect(await decide({})).toEqual({ action: 'download', version: '1.3.0', notes: 'Faster monitors', applies: 'on-next-restart' });
  });

  it('does nothing when automatic updates are off (policy or user), and does not even ask the feed', async () => {
    const before = requested.length;
    const full: UpdateSettings = { automatic: false, channel: 'stable', feedUrl };
    expect(decideUpdate({ settings: full, currentVersion: '1.2.0', entry: undefined, machineId: 'm' })).toEqual({ action: 'none', reason: 'disabled' });
    expect(requested.length).toBe(before);
  });

  it('is up to date on the same or a newer version', async () => {
    expect(await decide({}, '1.3.0')).toEqual({ action: 'none', reason: 'up-to-date' });
    expect(await decide({}, '2.0.0')).toEqual({ action: 'none', reason: 'up-to-date' });
  });

  it('reads the beta channel from beta.yml and stages it: only machines in the first 30 % take it now', async () => {
    const machines = Array.from({ length: 400 }, (_, i) => `machine-${i}`);
    const decisions = await Promise.all(machines.map((id) => decide({ channel: 'beta' }, '1.3.0', id)));
    const taking = decisions.filter((decision) => decision.action === 'download').length;
    expect(taking / machines.length).toBeGreaterThan(0.2);
    expect(taking / machines.length).toBeLessThan(0.4);
    for (const [i, decision] of decisions.entries()) {
      expect(decision.action === 'download').toBe(stagingBucket(machines[i] as string) < 30);
    }
    expect(requested).toContain('beta.yml');
  });

  it('never gives a pre-release to a stable machine', () => {
    const entry = { version: '1.4.0-beta.2', files: [{ url: 'x', sha512: 'y' }] };
    expect(decideUpdate({ settings: { automatic: true, channel: 'stable', feedUrl }, currentVersion: '1.2.0', entry, machineId: 'm' })).toEqual({
      action: 'none',
      reason: 'wrong-channel',
    });
  });

  it('reports a feed that is missing or broken instead of deciding on it', async () => {
    expect(await readUpdateFeed(fetch, feedUrl, 'stable', 'darwin')).toEqual({ ok: false, problem: 'The update feed answered 404 for latest-mac.yml.' });
    expect(await readUpdateFeed(fetch, feedUrl, 'stable', 'linux')).toMatchObject({ ok: false, problem: expect.stringMatching(/not valid YAML|not an update/) });
    expect(await readUpdateFeed(fetch, 'http://127.0.0.1:9/feed', 'stable', 'win32')).toEqual({ ok: false, problem: 'The update feed could not be reached.' });
    expect(await decide({ feedUrl: undefined })).toEqual({ action: 'none', reason: 'no-feed' });
  });
});

describe('versions', () => {
  it('order as semver does: pre-releases before their release, numbers before words', () => {
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '1.0.1', '1.10.0', '2.0.0'];
    for (let i = 1; i < ordered.length; i += 1) {
      const [a, b] = [parseVersion(ordered[i - 1] as string), parseVersion(ordered[i] as string)];
      expect(a && b && compareVersions(a, b)).toBeLessThan(0);
    }
    expect(parseVersion('latest')).toBeUndefined();
  });

  it('name the feed files the way electron-builder publishes them', () => {
    expect([feedFileName('stable', 'win32'), feedFileName('stable', 'darwin'), feedFileName('beta', 'linux')]).toEqual(['latest.yml', 'latest-mac.yml', 'beta-linux.yml']);
  });
});
