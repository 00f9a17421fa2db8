import type { UploadFile } from '@shared/contract/files';

/**
 * A file the user chose, as it travels through the bridge (uploadFileSchema): its bytes with the name
 * and type the browser gave. Main checks size and content; the renderer only reads what was chosen.
 */
export const readUploadFile = async (file: File): Promise<UploadFile> => ({
  name: file.name,
  type: file.type,
  bytes: new Uint8Array(await file.arrayBuffer()),
});

/**
 * A chosen image as a data: URL, for its preview: the windows' CSP allows images from 'self' and data:
 * only, so a blob: URL (URL.createObjectURL) shows as broken.
 */
export const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
