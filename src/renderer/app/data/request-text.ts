/** A file's bytes as text, one character per byte (windows-1252 gives each byte its own): far quicker to compare than JSON's `{"0":137,…}`. */
const bytesDecoder = new TextDecoder('latin1');
const bytesAsText = (_key: string, value: unknown): unknown => (value instanceof Uint8Array ? bytesDecoder.decode(value) : value);

/**
 * A request's input as text, to tell whether two requests are the same (an idempotency key's retry) or not:
 * JSON, with a file's bytes written as text (an image of 1 MB takes milliseconds, not a frozen window).
 */
export const requestText = (input: unknown): string => JSON.stringify(input, bytesAsText);
