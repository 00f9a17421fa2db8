import type { z } from 'zod';
import { fail, ok, type Result } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';

/** `attachment; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf` → `a b.pdf` (the encoded form wins). */
export const fileNameFromDisposition = (header: string | null): string | undefined => {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return (plain?.[2] ?? plain?.[1])?.trim() || undefined;
};

/**
 * A file answer (exports) crosses the bridge as base64: the renderer cannot fetch it itself.
 * Validated against the operation's output like any other answer.
 */
export async function readFileBody(response: Response, output: z.ZodType, report: (problem: string) => void): Promise<Result<unknown>> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = {
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'download',
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    base64: bytes.toString('base64'),
  };
  const parsed = output.safeParse(file);
  if (!parsed.success) {
    report(`answered a file the contract rejects at: ${parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ')}`);
    return fail({ kind: 'invalid-response', status: response.status, message: FALLBACK_ERROR_MESSAGE });
  }
  return ok(parsed.data);
}
