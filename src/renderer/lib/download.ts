/**
 * Offers bytes made or fetched by the console as a download: Blob → object URL → a click on an anchor
 * with `download`. The renderer makes no request of its own; the URL is revoked afterwards.
 */
export const downloadBytes = (bytes: Uint8Array<ArrayBuffer> | string, fileName: string, contentType: string): void => {
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long enough for the browser to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
