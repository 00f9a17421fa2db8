import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeContent } from './content-decoding';

const text = '{"packed":true}';
const decodedText = async (bytes: Uint8Array, encoding: string | null) => Buffer.from(await decodeContent(bytes, encoding)).toString('utf8');

describe('decoding a body as its Content-Encoding says, as Node’s fetch does', () => {
  it.each([
    ['gzip', gzipSync],
    ['x-gzip', gzipSync],
    ['br', brotliCompressSync],
    ['deflate', deflateSync],
    ['Deflate', deflateRawSync],
  ] as const)('decodes %s', async (encoding, encode) => {
    expect(await decodedText(encode(text), encoding)).toBe(text);
  });

  it('undoes chained codings last first', async () => {
    expect(await decodedText(brotliCompressSync(gzipSync(text)), 'gzip, br')).toBe(text);
    expect(await decodedText(gzipSync(text), 'identity, gzip')).toBe(text);
  });

  it('leaves a body as it is with no coding, identity, or any coding it does not know', async () => {
    const raw = Buffer.from(text);
    expect(await decodedText(raw, null)).toBe(text);
    expect(await decodedText(raw, 'identity')).toBe(text);
    const zipped = gzipSync(text);
    expect(Buffer.from(await decodeContent(zipped, 'gzip, compress'))).toEqual(zipped);
  });

  it('gives what a body cut short of its trailer holds, and fails on one that is not compressed at all', async () => {
    const zipped = gzipSync(text);
    expect(await decodedText(zipped.subarray(0, zipped.length - 8), 'gzip')).toBe(text);
    await expect(decodeContent(Buffer.from('not gzip'), 'gzip')).rejects.toThrow();
  });
});
