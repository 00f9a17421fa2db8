import { request, type Dispatcher } from 'undici';
import { decodeContent } from './content-decoding';

/** Statuses whose answer has no body: a Response refuses one. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

type FetchInput = Parameters<typeof fetch>[0];
type FetchInit = NonNullable<Parameters<typeof fetch>[1]>;

/** fetch refuses a URL with credentials in it; that call (and its error) is left to fetch. Parsed only when it may have some. */
const hasCredentials = (input: string | URL): boolean => {
  const text = String(input);
  if (!text.includes('@')) return false;
  const url = URL.parse(text);
  return url !== null && (url.username !== '' || url.password !== '');
};

/**
 * The calls the short path serves: a URL, a text body or none, plain-object headers, and redirects refused
 * (every upstream call goes through the allow-list's fetch, which refuses them). Uploads (FormData), calls
 * that follow redirects and anything else go to Node's fetch.
 */
const servesShortPath = (input: string | URL, init: FetchInit | undefined): init is FetchInit =>
  init?.redirect === 'error' &&
  !hasCredentials(input) &&
  (init.body === undefined || init.body === null || typeof init.body === 'string') &&
  (init.headers === undefined || (Object.getPrototypeOf(init.headers) === Object.prototype && !Array.isArray(init.headers)));

const lowerCased = (headers: Record<string, string> | undefined): Record<string, string> => {
  // The defaults of Node's fetch that a server (or a firewall in front of it) acts on.
  const sent: Record<string, string> = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'node' };
  for (const [name, value] of Object.entries(headers ?? {})) sent[name.toLowerCase()] = value;
  return sent;
};

const responseHeaders = (raw: Record<string, string | string[] | undefined>): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
};

/** What Node's fetch throws: the signal's reason when aborted (a TimeoutError for a time-out), else "fetch failed". */
const asFetchError = (error: unknown, signal: AbortSignal | null | undefined): unknown =>
  signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error });

/**
 * A fetch whose common calls go through undici's `request` on the same dispatcher: Node's fetch spends about
 * half a millisecond more of main's event loop on each call (its streams and its Request and Response
 * bookkeeping), and main passes every window's calls. Answers are whole (bodies are read before they are
 * returned, as the callers do anyway), decoded from gzip, deflate or brotli, and errors are fetch's own:
 * the signal's reason on abort, a TypeError "fetch failed" with the cause otherwise, and on a redirect.
 */
export function createRequestFetch(dispatcher: Dispatcher, fallback: (input: FetchInput, init?: FetchInit) => Promise<Response>): typeof fetch {
  return async (input, init) => {
    if (input instanceof Request || !servesShortPath(input, init)) return fallback(input, init);
    const method = (init.method ?? 'GET') as Dispatcher.HttpMethod;
    let answer: Dispatcher.ResponseData;
    let bytes: Uint8Array;
    try {
      answer = await request(input, {
        method,
        headers: lowerCased(init.headers as Record<string, string> | undefined),
        body: (init.body ?? undefined) as string | undefined,
        signal: init.signal ?? undefined,
        dispatcher,
      });
      if (REDIRECT_STATUSES.has(answer.statusCode)) {
        await answer.body.dump();
        throw new Error('unexpected redirect');
      }
      bytes = await answer.body.bytes();
    } catch (error) {
      throw asFetchError(error, init.signal);
    }
    const headers = responseHeaders(answer.headers);
    const noBody = NULL_BODY_STATUSES.has(answer.statusCode) || method.toUpperCase() === 'HEAD';
    try {
      const body = noBody ? null : await decodeContent(bytes, headers.get('content-encoding'));
      // No status text: nothing in main reads it, and a reason phrase the Response class refuses must not fail a call.
      return new Response(body, { status: answer.statusCode, headers });
    } catch (error) {
      // A body that does not decode, or a status the Response class refuses (fetch answers those, and any
      // caller treats them as a failed call): fetch's own error.
      throw new TypeError('fetch failed', { cause: error });
    }
  };
}
