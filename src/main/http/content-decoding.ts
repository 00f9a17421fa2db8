import { promisify } from 'node:util';
import { brotliDecompress, constants, gunzip, inflate, inflateRaw, type BrotliOptions, type ZlibOptions } from 'node:zlib';

// As lenient as Node's fetch: a body cut short of its trailer gives what it holds instead of failing.
const ZLIB_LENIENT: ZlibOptions = { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH };
const BROTLI_LENIENT: BrotliOptions = { flush: constants.BROTLI_OPERATION_FLUSH, finishFlush: constants.BROTLI_OPERATION_FLUSH };

const gunzipAsync = promisify<Uint8Array, ZlibOptions, Buffer>(gunzip);
const inflateAsync = promisify<Uint8Array, ZlibOptions, Buffer>(inflate);
const inflateRawAsync = promisify<Uint8Array, ZlibOptions, Buffer>(inflateRaw);
const brotliAsync = promisify<Uint8Array, BrotliOptions, Buffer>(brotliDecompress);

type Decoder = (bytes: Uint8Array) => Promise<Uint8Array>;

const DECODERS: Readonly<Record<string, Decoder>> = {
  gzip: (bytes) => gunzipAsync(bytes, ZLIB_LENIENT),
  'x-gzip': (bytes) => gunzipAsync(bytes, ZLIB_LENIENT),
  br: (bytes) => brotliAsync(bytes, BROTLI_LENIENT),
  // Servers send deflate both zlib-wrapped (as the standard says) and raw; fetch takes both.
  deflate: (bytes) => inflateAsync(bytes, ZLIB_LENIENT).catch(() => inflateRawAsync(bytes, ZLIB_LENIENT)),
};

/**
 * A body as its Content-Encoding says, the way Node's fetch decodes it: the codings undone last first
 * (`gzip, br` was gzipped, then brotli-compressed), and left as they are when any of them is unknown.
 * Throws when a body does not decode.
 */
export async function decodeContent(bytes: Uint8Array, contentEncoding: string | null): Promise<Uint8Array> {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  const decoders = codings.map((coding) => DECODERS[coding]).filter((decoder): decoder is Decoder => decoder !== undefined);
  if (decoders.length === 0 || decoders.length < codings.length) return bytes;
  let body = bytes;
  for (const decoder of decoders.reverse()) body = await decoder(body);
  return body;
}
