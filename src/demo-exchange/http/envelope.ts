import type { ServerResponse } from 'node:http';
import type { ExchangeMessage } from '@shared/errors/extract-message';

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
};

/** Spec §3: every answer is `{ meta: { status, status_code, message }, data }`. */
export const sendEnvelope = (res: ServerResponse, status: number, message: ExchangeMessage, data: unknown = null): void =>
  sendJson(res, status, { meta: { status: status < 400, status_code: status, message }, data });
