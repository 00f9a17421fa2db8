import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { http, uploadFileSchema } from '@shared/contract';
import { createExchangeClient } from './exchange-client';
import { useTestServer } from './test-server';

/** What a call carries beside its input (abort, idempotency key) and upload bodies, through a real HTTP test.current. */
const test = useTestServer();

const clientWith = (log = vi.fn(), maxUploadBytes?: number) =>
  createExchangeClient({
    endpoint: { origin: test.current.origin, apiPrefix: '', pathMap: {} },
    timeoutMs: 5000,
    getToken: () => 'token',
    onUnauthorized: () => {},
    log,
    ...(maxUploadBytes === undefined ? {} : { maxUploadBytes }),
  });

const op = (extra: { idempotent?: boolean; upload?: boolean; input?: z.ZodType } = {}) =>
  http({ id: 'test.op', http: { method: 'POST', path: '/op' }, access: 'session', input: z.unknown(), output: z.unknown(), ...extra });

describe('aborting a call', () => {
  it('aborts the upstream request and resolves cancelled, not a network failure', async () => {
    const log = vi.fn();
    test.current.handle(() => {}); // never answers
    const controller = new AbortController();
    const call = clientWith(log).request(op(), {}, { signal: controller.signal });
    await vi.waitFor(() => expect(test.current.received).toHaveLength(1));
    controller.abort();
    await expect(call).resolves.toEqual({ ok: false, error: { kind: 'cancelled', message: 'The request was cancelled.' } });
    expect(log).toHaveBeenCalledWith('exchange test.op: cancelled by its caller');
  });

  it('does not send a call whose signal is already aborted', async () => {
    await expect(clientWith().request(op(), {}, { signal: AbortSignal.abort() })).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(test.current.received).toHaveLength(0);
  });
});

describe('idempotency keys', () => {
  it('sends Idempotency-Key on an idempotent operation', async () => {
    await clientWith().request(op({ idempotent: true }), {}, { idempotencyKey: '2f1c7a52-9b3e-4f0e-a1d2-5c6b7a8d9e0f' });
    expect(test.current.received[0]?.headers['idempotency-key']).toBe('2f1c7a52-9b3e-4f0e-a1d2-5c6b7a8d9e0f');
  });

  it('sends none on other operations, even when given one', async () => {
    await clientWith().request(op(), {}, { idempotencyKey: 'abcdefgh-1234' });
    expect(test.current.received[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it.each(['short', 'x'.repeat(101), 'has space 123', 'new\nline-header'])('refuses the malformed key %j before anything is sent, without echoing it', async (key) => {
    const result = await clientWith().request(op({ idempotent: true }), {}, { idempotencyKey: key });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-input', message: 'An idempotency key is 8 to 100 letters, digits or dashes.' } });
    expect(test.current.received).toHaveLength(0);
  });
});

describe('uploads', () => {
  const uploadOp = op({ upload: true, input: z.object({ file: uploadFileSchema, mode: z.string() }) });
  const csv = new TextEncoder().encode('market,min,max\n1.23,10,500\n');

  it('sends multipart form data with the file part and text fields, and no JSON Content-Type', async () => {
    await clientWith().request(uploadOp, { file: { name: 'limits.csv', type: 'text/csv', bytes: csv }, mode: 'preview' });
    const [request] = test.current.received;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('filename="limits.csv"');
    expect(request?.body).toContain('Content-Type: text/csv');
    expect(request?.body).toContain('market,min,max\n1.23,10,500\n');
    expect(request?.body).toMatch(/name="mode"\r\n\r\npreview/);
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const result = await clientWith(vi.fn(), 10).request(uploadOp, { file: { name: 'limits.csv', type: 'text/csv', bytes: csv }, mode: 'x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', fieldErrors: { file: expect.stringMatching(/at most 0 MB/) } } });
    expect(test.current.received).toHaveLength(0);
  });

  it('refuses a file whose content is not what its type says (a PNG sent as CSV)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const result = await clientWith().request(uploadOp, { file: { name: 'limits.csv', type: 'text/csv', bytes: png }, mode: 'x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: 'limits.csv is said to be text/csv, but its content is not.' } });
    expect(test.current.received).toHaveLength(0);
  });
});
