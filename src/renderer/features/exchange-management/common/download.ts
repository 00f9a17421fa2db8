import type { ExportFile } from '@shared/contract/markets';
import { downloadBytes } from '@renderer/lib/download';

/** Offers a file the main core fetched (base64 over the bridge) as a download. */
export const saveFile = (file: ExportFile): void => {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  downloadBytes(bytes, file.fileName, file.contentType);
};
