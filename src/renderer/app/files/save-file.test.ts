import { describe, expect, it, vi } from 'vitest';
import { downloadBytes } from '@renderer/lib/download';
import { decodeBase64, saveFile } from './save-file';

vi.mock('@renderer/lib/download', () => ({ downloadBytes: vi.fn() }));

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

describe('decodeBase64', () => {
  it('decodes in slices to the same bytes, reporting progress up to 1', async () => {
    const bytes = Uint8Array.from({ length: 2_000_000 }, (_, i) => (i * 7) % 256);
    const progress = vi.fn();
    const decoded = await decodeBase64(toBase64(bytes), progress);
    expect(decoded).toEqual(bytes);
    expect(progress.mock.calls.length).toBeGreaterThan(1);
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it.each(['', 'YQ==', 'YWI=', 'YWJj'])('decodes %j with its padding', async (text) => {
    expect(toBase64(await decodeBase64(text))).toBe(text);
  });
});

describe('saveFile', () => {
  it('offers an exported file as a download through the one download helper, as its bytes, name and type', async () => {
    await saveFile({ fileName: 'codes.pdf', contentType: 'application/pdf', base64: btoa('%PDF-1.4') });
    expect(downloadBytes).toHaveBeenCalledExactlyOnceWith(new TextEncoder().encode('%PDF-1.4'), 'codes.pdf', 'application/pdf');
  });
});
