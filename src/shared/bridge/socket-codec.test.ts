import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame } from './socket-codec';

describe('the socket codec', () => {
  it('round-trips bytes as bytes, every value of them', () => {
    const all = Uint8Array.from({ length: 256 * 300 }, (_, i) => i % 256);
    const frame = encodeFrame({ input: { file: { name: 'a.bin', bytes: all } } }, 1e6);
    if (!frame.ok) throw new Error(frame.problem);
    const decoded = decodeFrame(frame.data) as { input: { file: { name: string; bytes: Uint8Array } } };
    expect(decoded.input.file.name).toBe('a.bin');
    expect(decoded.input.file.bytes).toBeInstanceOf(Uint8Array);
    expect(decoded.input.file.bytes).toEqual(all);
  });

  it('leaves frames without bytes as plain JSON', () => {
    expect(encodeFrame({ t: 'call', id: 1 }, 1000)).toEqual({ ok: true, data: '{"t":"call","id":1}' });
    expect(decodeFrame('{"a":{"$bytes":1,"b":2}}')).toEqual({ a: { $bytes: 1, b: 2 } });
  });

  it('says what is wrong with a frame it cannot make, instead of throwing', () => {
    expect(encodeFrame({ n: 1n }, 1000)).toEqual({ ok: false, problem: 'unserialisable' });
    expect(encodeFrame({ text: 'x'.repeat(2000) }, 1000)).toEqual({ ok: false, problem: 'too-large' });
  });
});
