import type { z } from 'zod';
import { cancelledResult } from '@shared/bridge/call-carriage';
import { fail, type HttpOperation, type Result } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { createCookieJar } from './cookie-jar';
import { envelopeToResult } from './envelope-result';
import { readFileBody } from './file-body';
import { idempotencyHeaders } from './idempotency-header';
import { DEFAULT_MAX_UPLOAD_BYTES, prepareUpload } from './upload-body';
import { needsAuthorization, requestUrl, type Endpoint } from './request-url';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface ExchangeClientOptions {
  endpoint: Endpoint;
  timeoutMs: number;
  /** The session's token; undefined when logged out (the header is then `Bearer `). */
  getToken: () => string | undefined;
  /** A non-public operation answered 401; `tokenUsed` lets the session ignore answers to an older token. */
  onUnauthorized: (tokenUsed: string) => void;
  /** A non-public operation answered 403 (the user lacks a permission): the session reads its permissions again. */
  onForbidden?: (tokenUsed: string) => void;
  fetch?: typeof fetch;
  /** Never receives tokens, passwords or bodies. */
  log?: (line: string) => void;
  /** The largest file an `upload` operation may send (CONSOLE_MAX_UPLOAD_BYTES). */
  maxUploadBytes?: number;
}

export interface RequestOptions {
  /** Use this token instead of the session's (login fetches permissions before the session holds it). */
  token?: string;
  /** The caller's abort (a window cancelled the call), combined with the time-out. */
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header of `idempotent` operations (validated first); ignored on others. */
  idempotencyKey?: string;
}

export interface ExchangeClient {
  request<O extends z.ZodType>(op: HttpOperation<z.ZodType, O>, input: unknown, options?: RequestOptions): Promise<Result<z.output<O>>>;
  /** Aborts requests in flight and refuses new ones. */
  close(): void;
}

const failure = (kind: 'network' | 'timeout', status?: number): Result<never> =>
  fail(status === undefined ? { kind, message: FALLBACK_ERROR_MESSAGE } : { kind, status, message: FALLBACK_ERROR_MESSAGE });

/** JSON or undefined: an upstream's broken body is a failed answer, never an exception. */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function createExchangeClient(options: ExchangeClientOptions): ExchangeClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const log = options.log ?? (() => {});
  const jar = createCookieJar();
  const closing = new AbortController();

  const sendOnce = async (op: HttpOperation, url: string, input: unknown, token: string, signal: AbortSignal, extraHeaders: Record<string, string>) => {
    const method = op.http.method;
    const headers: Record<string, string> = { ...extraHeaders };
    if (needsAuthorization(url)) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (input instanceof FormData) {
      // fetch sets the multipart boundary itself.
      if (method !== 'GET') body = input;
    } else {
      headers['Content-Type'] = 'application/json';
      if (method !== 'GET') body = JSON.stringify(input ?? {});
    }
    const xsrf = jar.get(XSRF_COOKIE);
    if (method !== 'GET' && xsrf !== undefined) headers[XSRF_HEADER] = xsrf;
    const cookie = jar.header();
    if (cookie !== undefined) headers.Cookie = cookie;
    const response = await fetchImpl(url, { method, headers, body, signal });
    jar.store(response.headers.getSetCookie());
    return { response, xsrfSent: xsrf };
  };

  const request = async (op: HttpOperation, input: unknown, requestOptions?: RequestOptions): Promise<Result<unknown>> => {
    if (closing.signal.aborted) return failure('network');
    // Other upstreams have their own client (src/main/upstreams): never send their operations to the exchange.
    if (op.upstream !== 'exchange') return fail({ kind: 'internal', message: FALLBACK_ERROR_MESSAGE });
    const caller = requestOptions?.signal;
    if (caller?.aborted) return cancelledResult();
    const carried = idempotencyHeaders(op, requestOptions?.idempotencyKey);
    if (!carried.ok) return carried;
    const upload = op.upload ? prepareUpload(input, options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES) : undefined;
    if (upload && !upload.ok) return upload;
    const body = upload ? upload.data : input;
    const url = requestUrl(options.endpoint, op, input);
    const token = requestOptions?.token ?? options.getToken() ?? '';
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = AbortSignal.any(caller ? [timeout, closing.signal, caller] : [timeout, closing.signal]);
    const report = (problem: string) => log(`exchange ${op.id}: ${problem}`);
    const send = () => sendOnce(op, url, body, token, signal, carried.data);
    try {
      const first = await send();
      let response = first.response;
      const xsrfNow = jar.get(XSRF_COOKIE);
      // The exchange refused our anti-forgery token and handed out a new one: one retry with it.
      if (op.http.method !== 'GET' && response.status === 403 && xsrfNow !== undefined && xsrfNow !== first.xsrfSent) {
        await response.body?.cancel();
        response = (await send()).response;
      }
      if (op.file && response.ok && !response.headers.get('content-type')?.includes('json')) {
        return await readFileBody(response, op.output, report);
      }
      const { status, result } = envelopeToResult(response.status, parseJson(await response.text()), op.output, report, op.successStatusCode);
      if (status === 401 && op.access !== 'public') options.onUnauthorized(token);
      if (status === 403 && op.access !== 'public') options.onForbidden?.(token);
      return result;
    } catch (error) {
      if (caller?.aborted) {
        report('cancelled by its caller');
        return cancelledResult();
      }
      if (timeout.aborted) {
        report(`timed out after ${options.timeoutMs} ms`);
        return failure('timeout');
      }
      const cause = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as Error).name;
      report(closing.signal.aborted ? 'aborted: the client is closing' : `network failure (${String(cause)})`);
      return failure('network');
    }
  };

  return {
    request: request as ExchangeClient['request'],
    close: () => closing.abort(),
  };
}
