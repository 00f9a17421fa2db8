import type { ExportFile } from '@shared/contract/files';
import { downloadBytes } from '@renderer/lib/download';

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

/** Saves a file the main core fetched from the exchange: decoded in slices, then offered as a download (`downloadBytes`). */
export async function saveFile(file: ExportFile, onProgress?: (fraction: number) => void): Promise<void> {
  downloadBytes(await decodeBase64(file.base64, onProgress), file.fileName, file.contentType);
}
