/**
 * JSON frames of the browser host's socket, with bytes (uploads) kept binary-safe: a Uint8Array
 * travels as `{ "$bytes": "<base64>" }` and comes back as a Uint8Array. Zod-free: the page's bridge
 * script uses it too.
 */
const BYTES_TAG = '$bytes';
const BYTES_MARK = `"${BYTES_TAG}"`;
const CHUNK = 0x8000;

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  // String.fromCharCode takes arguments: chunk, or a large file overflows the call stack.
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const replaceBytes = (_key: string, value: unknown): unknown => (value instanceof Uint8Array ? { [BYTES_TAG]: toBase64(value) } : value);

const reviveBytes = (_key: string, value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  const tagged = (value as Record<string, unknown>)[BYTES_TAG];
  return typeof tagged === 'string' && Object.keys(value).length === 1 ? fromBase64(tagged) : value;
};

export type EncodedFrame = { ok: true; data: string } | { ok: false; problem: 'unserialisable' | 'too-large' };

/** Never throws: an input JSON cannot carry (a BigInt, a cycle) or a frame over the limit is a problem, not an exception. */
export function encodeFrame(message: unknown, maxBytes: number): EncodedFrame {
  let data: string;
  try {
    data = JSON.stringify(message, replaceBytes);
  } catch {
    return { ok: false, problem: 'unserialisable' };
  }
  if (typeof data !== 'string') return { ok: false, problem: 'unserialisable' };
  // A UTF-16 unit is at most 3 UTF-8 bytes: most frames are judged without encoding them.
  if (data.length * 3 > maxBytes && new TextEncoder().encode(data).byteLength > maxBytes) return { ok: false, problem: 'too-large' };
  return { ok: true, data };
}

/** Parses a frame; the (slower) reviver runs only on frames that carry bytes. Throws on bad JSON. */
export const decodeFrame = (text: string): unknown => (text.includes(BYTES_MARK) ? JSON.parse(text, reviveBytes) : JSON.parse(text));
