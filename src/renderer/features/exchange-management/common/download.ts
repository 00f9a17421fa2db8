import type { ExportFile } from '@shared/contract/markets';

/**
 * Offers a file the main core fetched as a download: bytes → Blob → object URL → a click on an
 * anchor with `download`. The renderer makes no request of its own; the URL is revoked afterwards.
 */
export const saveFile = (file: ExportFile): void => {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
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
};
