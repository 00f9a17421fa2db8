import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, listKeyedPaths } from '@shared/contract';
import { DEFAULT_API_PREFIX } from '@shared/contract/operation';

/** Paths of the keyed operations (creates, money): the exchange refuses them without an Idempotency-Key. */
const KEYED_PATHS = listKeyedPaths('exchange');

/**
 * A minimal client of the demo exchange, from Node: what a third party could do with a token. Used to
 * learn what a real token looks like (so the page can be searched for it) and as the direct-HTTP
 * baseline of the benchmark.
 */
export class DemoApi {
  private xsrf: string | undefined;
  token: string | undefined;

  constructor(private readonly demoOrigin: string) {}

  /** Logs in directly (not through the console) and keeps the token. */
  async login(userName: string, password: string): Promise<string> {
    const body = await this.post('/login', { userName, password });
    const token = (body.data as { accessToken?: unknown } | undefined)?.accessToken;
    if (typeof token !== 'string' || token.length === 0) throw new Error(`Direct login as ${userName} gave no token`);
    this.token = token;
    return token;
  }

  /** A non-GET call: needs the anti-forgery cookie and header; a first call without them gets 403 and the cookie. */
  async post(path: string, input: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; meta: unknown; data: unknown }> {
    // As the console does: a new key for a keyed call, the same one on its resend.
    const keyGiven = Object.keys(extraHeaders).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase());
    const headers = KEYED_PATHS.has(path) && !keyGiven ? { ...extraHeaders, [IDEMPOTENCY_HEADER]: randomUUID() } : extraHeaders;
    let response = await this.send(path, input, headers);
    if (response.status === 403 && this.takeXsrfCookie(response)) response = await this.send(path, input, headers);
    else this.takeXsrfCookie(response);
    const body = (await response.json()) as { meta: unknown; data: unknown };
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(body.meta)}`);
    return { status: response.status, ...body };
  }

  private send(path: string, input: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
    if (this.token && !path.includes('/login')) headers.authorization = `Bearer ${this.token}`;
    if (this.xsrf) {
      headers.cookie = `XSRF-TOKEN=${this.xsrf}`;
      headers['x-xsrf-token'] = decodeURIComponent(this.xsrf);
    }
    return fetch(`${this.demoOrigin}${DEFAULT_API_PREFIX}${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
  }

  private takeXsrfCookie(response: Response): boolean {
    for (const cookie of response.headers.getSetCookie()) {
      const value = /^XSRF-TOKEN=([^;]*)/i.exec(cookie)?.[1];
      if (value) {
        this.xsrf = value;
        return true;
      }
    }
    return false;
  }
}

/** Anything shaped like a JWT (header.payload.signature, base64url, header starting `{"`). */
export const JWT_PATTERN = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/;
