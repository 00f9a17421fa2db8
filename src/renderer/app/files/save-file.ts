import type { ExportFile } from '@shared/contract/files';

/** 4 × 256 Ki base64 characters: a whole number of 3-byte groups, about 768 KB of file per slice. */
const SLICE_CHARS = 4 * 256 * 1024;

/** Base64 → bytes in slices, yielding between them, so a large export never freezes the console's other windows' work. */
export async function decodeBase64(base64: string, onProgress?: (fraction: number) => void): Promise<Uint8Array<ArrayBuffer>> {
  const clean = base64.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((clean.length / 4) * 3 - padding);
  let written = 0;
  for (let at = 0; at < clean.length; at += SLICE_CHARS) {
    const binary = atob(clean.slice(at, at + SLICE_CHARS));
    for (let i = 0; i < binary.length; i++) bytes[written++] = binary.charCodeAt(i);
    if (at + SLICE_CHARS < clean.length) {
      onProgress?.(at / clean.length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  onProgress?.(1);
  return bytes;
}

/**
 * Offers a file the main core fetched as a download: bytes → Blob → object URL → a click on an anchor
 * with `download`. No request leaves the renderer (a blob: URL is local). In the browser host the browser
 * saves it; in Electron the composition root answers the download with a save dialog.
 */
export async function saveFile(file: ExportFile, onProgress?: (fraction: number) => void): Promise<void> {
  const bytes = await decodeBase64(file.base64, onProgress);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long enough for the browser to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
