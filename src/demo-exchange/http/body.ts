import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error';
import { MESSAGES } from './messages';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Past this we stop draining an oversized body and drop the connection instead. */
const MAX_DRAIN_BYTES = 32 * MAX_BODY_BYTES;

/**
 * The request body as text. An oversized body is drained (not cut off) before the 413, so that the
 * client, still writing, reads our answer instead of a reset connection.
 */
export const readBody = async (req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> => (await readBodyBytes(req, limit)).toString('utf8');

/** The request body as bytes (multipart uploads), with readBody's size rules. */
export const readBodyBytes = (req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) req.destroy();
      else if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(new ApiError(413, MESSAGES.bodyTooLarge));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });

/** An empty body means "no input" (`{}`), so empty-payload operations accept a bare POST. */
export const parseJsonBody = (text: string): unknown => {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, MESSAGES.malformedJson);
  }
};

/** GET input: the query string as an object; a repeated key becomes an array. */
export const parseQuery = (params: URLSearchParams): Record<string, string | string[]> => {
  const input: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const existing = input[key];
    if (existing === undefined) input[key] = value;
    else input[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return input;
};
