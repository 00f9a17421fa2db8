import { describe, expect, it, vi } from 'vitest';
import { parsePlaylist, probeStream } from './probe';
import { isOnStreamHost, parseStreamHosts } from './stream-hosts';

const MEDIA = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:7', '#EXT-X-MAP:URI="init.mp4"', '#EXTINF:2.0,', 'seg0.m4s', '#EXTINF:2.0,', 'seg1.m4s', '#EXT-X-ENDLIST'].join('\n');
const MASTER = ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360', 'low/index.m3u8'].join('\n');

const fakeFetch = (files: Record<string, string | number>) =>
  vi.fn(async (url: string | URL | Request) => {
    const body = files[String(url)];
    if (body === undefined) return new Response('no', { status: 404 });
    return new Response(typeof body === 'number' ? new Uint8Array(body) : body, { status: 200 });
  }) as unknown as typeof fetch;

const HOST = 'https://cdn.example.com';
const deps = (files: Record<string, string | number>) => ({ hosts: () => [HOST], fetch: fakeFetch(files), now: () => new Date(0) });

describe('stream probe', () => {
  it('reads a media playlist: valid, segments, VOD, bitrate from the first segment', async () => {
    const result = await probeStream(`${HOST}/a/index.m3u8`, deps({ [`${HOST}/a/index.m3u8`]: MEDIA, [`${HOST}/a/seg0.m4s`]: 50_000 }));
    expect(result).toMatchObject({ reachable: true, playlistValid: true, segments: 2, live: false, bitrateKbps: 200, problem: null, mediaSequence: 7, targetDuration: 2 });
  });

  it('follows a master playlist to its first variant and takes its BANDWIDTH', async () => {
    const result = await probeStream(`${HOST}/m.m3u8`, deps({ [`${HOST}/m.m3u8`]: MASTER, [`${HOST}/low/index.m3u8`]: MEDIA }));
    expect(result).toMatchObject({ playlistValid: true, bitrateKbps: 800 });
  });

  it('refuses an address off the stream hosts before any network call', async () => {
    const d = deps({});
    const result = await probeStream('https://evil.example.net/a.m3u8', d);
    expect(result).toMatchObject({ reachable: false, problem: 'https://evil.example.net is not a configured stream host.' });
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it('never fetches a segment a playlist names off the stream hosts (loopback, the LAN)', async () => {
    const playlist = MEDIA.replace('seg0.m4s', 'http://127.0.0.2:8080/admin/secret');
    const d = deps({ [`${HOST}/a/index.m3u8`]: playlist, 'http://127.0.0.2:8080/admin/secret': 50_000 });
    const result = await probeStream(`${HOST}/a/index.m3u8`, d);
    expect(result).toMatchObject({ reachable: true, playlistValid: false, bitrateKbps: null, problem: 'Its first segment is on another host.' });
    expect(vi.mocked(d.fetch).mock.calls.map(([url]) => String(url))).toEqual([`${HOST}/a/index.m3u8`]);
  });

  it('says plainly when the host answers an error or something that is not a playlist', async () => {
    expect((await probeStream(`${HOST}/gone.m3u8`, deps({}))).problem).toBe('The stream host answered 404.');
    expect(await probeStream(`${HOST}/page.m3u8`, deps({ [`${HOST}/page.m3u8`]: '<html>' }))).toMatchObject({ reachable: true, playlistValid: false });
    expect(parsePlaylist('#EXTM3U\n#EXTINF:2,\nx.ts')).toMatchObject({ live: true, targetDuration: 2 });
  });
});

describe('stream hosts', () => {
  it('takes comma-separated http(s) origins and refuses anything else', () => {
    expect(parseStreamHosts(' https://cdn.example.com/path , http://10.0.0.5:8080 ')).toEqual(['https://cdn.example.com', 'http://10.0.0.5:8080']);
    expect(() => parseStreamHosts('ftp://x')).toThrow(/not an http or https origin/);
    expect(isOnStreamHost('https://cdn.example.com/a.m3u8', ['https://cdn.example.com'])).toBe(true);
    expect(isOnStreamHost('https://cdn.example.com.evil.net/a.m3u8', ['https://cdn.example.com'])).toBe(false);
  });
});
