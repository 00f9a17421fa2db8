import { basename, join } from 'node:path';

/** The parts of Electron's DownloadItem used here (a fake in unit tests). */
export interface DownloadItemLike {
  getURL(): string;
  getFilename(): string;
  getReceivedBytes(): number;
  getTotalBytes(): number;
  setSaveDialogOptions(options: { title: string; defaultPath: string }): void;
  cancel(): void;
  on(event: 'updated', listener: () => void): unknown;
  once(event: 'done', listener: () => void): unknown;
}

export interface DownloadSessionLike {
  on(event: 'will-download', listener: (event: unknown, item: DownloadItemLike, contents: unknown) => void): unknown;
}

/**
 * Exports reach the user as downloads the renderer starts from a blob: URL (the renderer has the bytes
 * already; it never fetches). Electron answers such a download with a save dialog (no save path is set,
 * so the user chooses), proposing the Downloads folder and the exchange's file name, and shows progress
 * on the window's taskbar entry while it is written. Any other download is refused: the console's
 * windows have no reason to download from anywhere else.
 */
export function installDownloads(session: DownloadSessionLike, downloadsDir: string, progressOf: (contents: unknown) => ((fraction: number) => void) | undefined): void {
  session.on('will-download', (_event, item, contents) => {
    if (!item.getURL().startsWith('blob:')) {
      item.cancel();
      return;
    }
    item.setSaveDialogOptions({ title: 'Save export', defaultPath: join(downloadsDir, basename(item.getFilename())) });
    const progress = progressOf(contents);
    item.on('updated', () => {
      const total = item.getTotalBytes();
      if (total > 0) progress?.(item.getReceivedBytes() / total);
    });
    // -1 removes the progress bar (Electron's setProgressBar).
    item.once('done', () => progress?.(-1));
  });
}
