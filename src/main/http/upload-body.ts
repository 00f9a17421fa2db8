import { fail, ok, uploadFileSchema, type Result, type UploadFile } from '@shared/contract';
import { contentMatchesClaim, sniffFileType } from './sniff-file-type';

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1000 * 1000;

const megabytes = (bytes: number) => `${(bytes / 1e6).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

const refuse = (field: string, message: string): Result<never> => fail({ kind: 'invalid-input', message, fieldErrors: { [field]: message } });

/** The type a part is sent with: what the content is, never only what the renderer said. */
function checkFile(field: string, file: UploadFile, maxBytes: number): Result<string> {
  if (file.bytes.byteLength === 0) return refuse(field, `${file.name} is empty.`);
  if (file.bytes.byteLength > maxBytes) return refuse(field, `${file.name} is ${megabytes(file.bytes.byteLength)}; files of at most ${megabytes(maxBytes)} can be uploaded.`);
  const sniffed = sniffFileType(file.bytes);
  if (sniffed === undefined) return refuse(field, `${file.name} is not a kind of file the console uploads (CSV or text, PDF, spreadsheet, image).`);
  if (!contentMatchesClaim(sniffed, file.type)) return refuse(field, `${file.name} is said to be ${file.type}, but its content is not.`);
  // Keep the claimed subtype of text (text/csv): the content only tells that it is text.
  return ok(sniffed === 'text' ? (file.type.startsWith('text/') ? file.type : 'text/plain') : sniffed);
}

/**
 * An `upload` operation's input as multipart form data: file fields (uploadFileSchema) become file
 * parts after their size and content are checked; other fields become text parts (objects as JSON).
 * fetch sets the multipart Content-Type with its boundary; no JSON Content-Type (spec §7).
 */
export function prepareUpload(input: unknown, maxBytes: number): Result<FormData> {
  const form = new FormData();
  for (const [field, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    const file = uploadFileSchema.safeParse(value);
    if (file.success) {
      const type = checkFile(field, file.data, maxBytes);
      if (!type.ok) return type;
      form.append(field, new Blob([file.data.bytes as Uint8Array<ArrayBuffer>], { type: type.data }), file.data.name);
    } else {
      form.append(field, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return ok(form);
}
