import { createReadStream, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the demo's HLS test streams are served: `/media/streams/<stream>/<file>`. */
export const MEDIA_PATH = '/media/streams/';

const TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.m4s': 'video/iso.segment', '.mp4': 'video/mp4' };
const SAFE_NAME = /^[a-z0-9-]+\/[a-z0-9-]+\.(m3u8|m4s|mp4)$/;

/** Streams the demo marks as down (a test or the health monitor's demo): answered 503. */
export const downStreams = new Set<string>();

/**
 * The demo's stream host: small looping HLS playlists made once with ffmpeg (resources/demo-streams), so
 * the video walls play something real offline. Public test media, so any origin may fetch it (CORS *);
 * only names of the expected shape are served, never a path outside the folder.
 */
export const serveMedia = (req: IncomingMessage, res: ServerResponse, pathname: string, mediaDir: string | undefined): void => {
  const name = pathname.slice(MEDIA_PATH.length);
  res.setHeader('access-control-allow-origin', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204, { 'access-control-allow-methods': 'GET', 'access-control-allow-headers': 'range' }).end();
  if (!mediaDir || req.method !== 'GET' || !SAFE_NAME.test(name)) return void res.writeHead(404).end();
  if (downStreams.has(name.split('/')[0] ?? '')) return void res.writeHead(503).end();
  const file = normalize(join(mediaDir, name));
  if (!file.startsWith(normalize(mediaDir) + sep)) return void res.writeHead(404).end();
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return void res.writeHead(404).end();
  }
  const type = TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';
  res.writeHead(200, { 'content-type': type, 'content-length': size, 'cache-control': name.endsWith('.m3u8') ? 'no-cache' : 'max-age=3600' });
  createReadStream(file).pipe(res);
};
