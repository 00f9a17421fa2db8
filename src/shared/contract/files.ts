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

/**
 * A file the exchange answered (an export): the main core reads the body and hands it over as base64,
 * since the renderer cannot fetch it itself. The renderer saves it through one download helper.
 */
export const exportFileSchema = z.object({ fileName: z.string().min(1), contentType: z.string(), base64: z.string() });
export type ExportFile = z.infer<typeof exportFileSchema>;
