import type { z } from 'zod';
import { anyEnvelopeSchema, fail, ok, type ErrorKind, type Result } from '@shared/contract';
import { extractFieldMessages, extractMessage, FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';

export const kindForStatus = (status: number): ErrorKind => {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 409:
      return 'conflict';
    default:
      return 'exchange';
  }
};

export interface EnvelopeOutcome {
  result: Result<unknown>;
  /** The status that decided the outcome (see below), for the client's 401 handling. */
  status: number;
}

/**
 * Turns one exchange answer into a Result (spec §3 and §8).
 *
 * The HTTP status decides the error kind; but some exchanges answer HTTP 200 with
 * `meta.status: false, status_code: 401`, so a 4xx/5xx meta.status_code on a 2xx answer counts as the status.
 */
export function envelopeToResult(
  httpStatus: number,
  body: unknown,
  output: z.ZodType,
  report: (problem: string) => void,
  successStatusCode?: number,
): EnvelopeOutcome {
  const envelope = anyEnvelopeSchema.safeParse(body);
  const httpOk = httpStatus >= 200 && httpStatus < 300;
  if (!envelope.success) {
    report(httpOk ? 'answered without a valid { meta, data } envelope' : `answered HTTP ${httpStatus} without an envelope`);
    return {
      status: httpStatus,
      result: fail({ kind: httpOk ? 'exchange' : kindForStatus(httpStatus), status: httpStatus, message: FALLBACK_ERROR_MESSAGE }),
    };
  }
  const { meta, data } = envelope.data;
  const status = httpOk && meta.status_code >= 400 && meta.status_code < 600 ? meta.status_code : httpStatus;
  if (!httpOk || !meta.status || status >= 400) {
    const fieldErrors = extractFieldMessages(meta.message);
    const error = { kind: kindForStatus(status), status, message: extractMessage(meta.message) };
    return { status, result: fail(fieldErrors ? { ...error, fieldErrors } : error) };
  }
  if (successStatusCode !== undefined && meta.status_code !== successStatusCode) {
    report(`answered meta.status_code ${meta.status_code} where ${successStatusCode} is expected`);
    return { status, result: fail({ kind: 'invalid-response', status, message: FALLBACK_ERROR_MESSAGE }) };
  }
  const parsed = output.safeParse(data);
  if (!parsed.success) {
    // Only the paths: the data itself may carry personal or secret fields.
    const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    report(`answered data the contract rejects at: ${paths}`);
    return { status, result: fail({ kind: 'invalid-response', status, message: FALLBACK_ERROR_MESSAGE }) };
  }
  return { status, result: ok(parsed.data, typeof meta.message === 'string' ? meta.message : undefined) };
}
