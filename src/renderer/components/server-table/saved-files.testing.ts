import { vi } from 'vitest';

/** A file the console handed the user (lib/download.ts): its name and its bytes. */
export interface SavedFile {
  readonly name: string;
  readonly blob: Blob;
}

/**
 * For a test that exports: from now until the mocks are restored, each file the console saves is caught here
 * instead of downloaded, in order.
 */
export const catchSavedFiles = (): SavedFile[] => {
  const saved: SavedFile[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((made) => ((blob = made as Blob), 'blob:test'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
};

/** A saved CSV's lines, without its byte-order mark and the line end after the last. */
export const csvLinesOf = async (file: SavedFile | undefined): Promise<string[]> => ((await file?.blob.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);
