import { describe, expect, it } from 'vitest';
import { requestText } from './request-text';

const image = (...bytes: number[]) => ({ title: 'Diwali', image: { name: 'a.png', type: 'image/png', bytes: new Uint8Array(bytes) } });

describe('requestText', () => {
  it('is the same for the same request, a file’s bytes included', () => {
    expect(requestText(image(137, 80, 0x81, 255))).toBe(requestText(image(137, 80, 0x81, 255)));
  });

  it('differs when any byte of a file differs, every one of the 256 values its own', () => {
    const texts = new Set(Array.from({ length: 256 }, (_, byte) => requestText(image(137, byte))));
    expect(texts.size).toBe(256);
  });

  it('is JSON for a request without files', () => {
    expect(requestText({ name: 'Ascot', offTime: '2026-11-27T11:05:00.000Z' })).toBe('{"name":"Ascot","offTime":"2026-11-27T11:05:00.000Z"}');
  });
});
