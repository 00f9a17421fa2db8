import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { installDownloads, type DownloadItemLike } from './downloads';

const fakeItem = (url: string, fileName = 'bet-limits.csv') =>
  Object.assign(new EventEmitter(), {
    received: 0,
    getURL: () => url,
    getFilename: () => fileName,
    getReceivedBytes(this: { received: number }) {
      return this.received;
    },
    getTotalBytes: () => 200,
    setSaveDialogOptions: vi.fn(),
    cancel: vi.fn(),
  });

const install = () => {
  let willDownload: (event: unknown, item: DownloadItemLike, contents: unknown) => void = () => {};
  const progress = vi.fn();
  installDownloads({ on: (_event, listener) => (willDownload = listener) }, '/home/ann/Downloads', () => progress);
  return { willDownload, progress };
};

describe('downloads in Electron', () => {
  it('asks where to save an export, proposing Downloads and its name, and shows its progress until done', () => {
    const { willDownload, progress } = install();
    const item = fakeItem('blob:app://console/1234', '../../etc/bet-limits.csv');
    willDownload({}, item, {});
    expect(item.setSaveDialogOptions).toHaveBeenCalledWith({ title: 'Save export', defaultPath: '/home/ann/Downloads/bet-limits.csv' });
    item.received = 50;
    item.emit('updated');
    expect(progress).toHaveBeenLastCalledWith(0.25);
    item.emit('done');
    expect(progress).toHaveBeenLastCalledWith(-1);
  });

  it('refuses a download that is not one of our blob: exports', () => {
    const { willDownload } = install();
    const item = fakeItem('https://elsewhere.example/file.exe');
    willDownload({}, item, {});
    expect(item.cancel).toHaveBeenCalled();
    expect(item.setSaveDialogOptions).not.toHaveBeenCalled();
  });
});
