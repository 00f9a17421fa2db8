/** How long a saved file's object URL lives: the browser reads the blob when the download starts, well before. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Offers bytes made or fetched by the console as a download: Blob → object URL → a click on an anchor with
 * `download`, the one way every file is saved. The renderer makes no request of its own (a blob: URL is
 * local). In the browser host the browser saves the file; in Electron the composition root answers the
 * download with a save dialog. The anchor is never in the page after this call; the URL is revoked later.
 *
 * An export is saved when the exchange's answer arrives, perhaps after the click's transient activation
 * (5 s in Chromium) ended: Chromium saves it all the same. Its multiple-downloads limiter asks before a
 * second download only when no click or key press came between the two, and each export has its own click.
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
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
};
