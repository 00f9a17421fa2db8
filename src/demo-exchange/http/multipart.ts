import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error';
import { readBodyBytes } from './body';
import { MESSAGES } from './messages';

/** An upload's body may hold a file of up to the console's default limit (10 MB), plus the form's framing. */
export const MAX_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;

/**
 * An `upload` operation's input from multipart form data: file parts become `{ name, type, bytes }`
 * (the contract's uploadFileSchema), text parts stay text. The parsing itself is the platform's
 * (undici's FormData parser behind Response.formData), not ours.
 */
export async function parseMultipartBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const contentType = String(req.headers['content-type'] ?? '');
  if (!/^multipart\/form-data;/i.test(contentType)) throw new ApiError(415, MESSAGES.multipartExpected);
  const body = await readBodyBytes(req, MAX_UPLOAD_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(400, MESSAGES.malformedMultipart);
  }
  const input: Record<string, unknown> = {};
  for (const [field, value] of form) {
    input[field] = typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return input;
}
