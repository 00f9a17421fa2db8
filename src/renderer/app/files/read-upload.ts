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
