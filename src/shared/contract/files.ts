import { z } from 'zod';

/**
 * A file the user chose in the renderer, as it travels through the bridge: its bytes with the name and
 * type the browser gave. The type is only a claim: main checks the content itself before sending it on.
 * (Electron's IPC clones a Uint8Array as is; the browser host's JSON socket carries it as base64.)
 */
export const uploadFileSchema = z.object({
  name: z.string().trim().min(1, 'The file needs a name.').max(255, 'File name: at most 255 characters.'),
  type: z.string().max(255),
  bytes: z.instanceof(Uint8Array, { message: 'The file did not arrive as bytes.' }),
});
export type UploadFile = z.infer<typeof uploadFileSchema>;
