// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBytes, OBJECT_URL_LIFETIME_MS } from './download';

/** Each anchor clicked: its URL, file name and whether it was in the page when clicked, and the blob behind its URL. */
const watchDownloads = () => {
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: Array<{ href: string; download: string; inPage: boolean }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
  });
  return { blobs, revoke, clicked };
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('saving a file as a download', () => {
  it('clicks an anchor to a blob of the bytes, leaves no anchor in the page, and revokes the URL a minute later', async () => {
    vi.useFakeTimers();
    const { blobs, revoke, clicked } = watchDownloads();
    downloadBytes('a,b\n1,2\n', 'report.csv', 'text/csv');
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'report.csv', inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(blobs.get('blob:test/1')?.type).toBe('text/csv');
    expect(await blobs.get('blob:test/1')?.text()).toBe('a,b\n1,2\n');
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });

});
