import type { ServerResponse } from 'node:http';
import { z } from 'zod';

/** What a handler of a `file: true` operation answers; sent as the file itself, not in an envelope. */
export const fileReplySchema = z.object({ fileName: z.string().min(1), contentType: z.string().min(1), base64: z.string() });

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
const disposition = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const sendFile = (res: ServerResponse, file: z.infer<typeof fileReplySchema>): void => {
  const bytes = Buffer.from(file.base64, 'base64');
  res.writeHead(200, {
    'content-type': file.contentType,
    'content-length': bytes.length,
    'content-disposition': disposition(file.fileName),
    'cache-control': 'no-store',
  });
  res.end(bytes);
};
