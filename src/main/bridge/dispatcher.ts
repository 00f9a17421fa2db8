import type { z } from 'zod';
import { fail, listBridgedOperations, writeTags, type EntityTag, type HttpOperation, type Result } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { addFieldError, fieldErrorMap } from '@shared/errors/field-errors';
import type { CallCarriageInMain, CallContext } from '../core/console-core';
import type { ExchangeClient } from '../http/exchange-client';

/** Serves one local (`kind: 'local'`) operation with input the contract already accepted. */
export type LocalHandler = (input: unknown, context: CallContext) => Promise<Result<unknown>>;
export type Dispatch = (channel: string, input: unknown, context: CallContext, carriage?: CallCarriageInMain) => Promise<Result<unknown>>;

export interface DispatcherOptions {
  session: { isLoggedIn(): boolean };
  client: Pick<ExchangeClient, 'request'>;
  /** By operation id; every bridged local operation must have one. */
  localHandlers: Readonly<Record<string, LocalHandler>>;
  /**
   * An exchange call that declares `writes` succeeded: the core tells the other windows which tags
   * changed (the calling window invalidates them itself when the answer reaches it).
   */
  onWritten?: (tags: readonly EntityTag[], context: CallContext) => void;
  log?: (line: string) => void;
}

export const invalidInput = (error: z.ZodError): Result<never> => {
  // No prototype: a field named __proto__ or constructor is a field like any other (security review fix 4).
  const fieldErrors = fieldErrorMap();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field !== '') addFieldError(fieldErrors, field, issue.message);
  }
  const message = error.issues[0]?.message ?? FALLBACK_ERROR_MESSAGE;
  return fail(Object.keys(fieldErrors).length > 0 ? { kind: 'invalid-input', message, fieldErrors } : { kind: 'invalid-input', message });
};

/**
 * The one door from windows into the main core: `area.op` channels of the contract's bridged operations.
 * The renderer is untrusted, so every input is validated here; nothing thrown ever crosses the bridge.
 */
export function createDispatcher(options: DispatcherOptions): Dispatch {
  const log = options.log ?? (() => {});
  const routes = new Map<string, (input: unknown, context: CallContext, carriage: CallCarriageInMain) => Promise<Result<unknown>>>();
  const missing: string[] = [];

  for (const { channel, op } of listBridgedOperations()) {
    const local = op.kind === 'local' ? options.localHandlers[op.id] : undefined;
    // Local operations answer at once from main: only exchange calls have something to abort or repeat.
    const run = local
      ? (input: unknown, context: CallContext) => local(input, context)
      : op.kind === 'http'
        ? (input: unknown, context: CallContext, carriage: CallCarriageInMain) => callExchange(op, input, context, carriage)
        : undefined;
    if (!run) {
      missing.push(op.id);
      continue;
    }
    routes.set(channel, async (input, context, carriage) => {
      let parsed: ReturnType<typeof op.input.safeParse>;
      try {
        parsed = op.input.safeParse(input);
      } catch {
        // Input zod cannot even look at (a throwing getter, a revoked proxy) is still just bad input.
        return fail({ kind: 'invalid-input', message: FALLBACK_ERROR_MESSAGE });
      }
      return parsed.success ? run(parsed.data, context, carriage) : invalidInput(parsed.error);
    });
  }
  if (missing.length > 0) throw new Error(`No handler for the local operations: ${missing.join(', ')}`);

  async function callExchange(
    op: HttpOperation,
    input: unknown,
    context: CallContext,
    { signal, idempotencyKey }: CallCarriageInMain,
  ): Promise<Result<unknown>> {
    // Spare the exchange a call that can only fail; the renderer then shows login.
    if (op.access !== 'public' && !options.session.isLoggedIn()) {
      return fail({ kind: 'unauthorized', message: FALLBACK_ERROR_MESSAGE });
    }
    const result = await options.client.request(op, input, { signal, idempotencyKey });
    const written = result.ok ? writeTags(op, input) : [];
    if (written.length > 0) options.onWritten?.(written, context);
    return result;
  }

  return async (channel, input, context, carriage = {}) => {
    try {
      const route = typeof channel === 'string' ? routes.get(channel) : undefined;
      if (!route) {
        log(`bridge: call to an unknown channel ${JSON.stringify(String(channel).slice(0, 100))} from window ${String(context?.windowId)}`);
        return fail({ kind: 'invalid-input', message: FALLBACK_ERROR_MESSAGE });
      }
      return await route(input, context, carriage);
    } catch (error) {
      // Name and message only: never the input, which may hold a password.
      log(`bridge: ${String(channel)} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : typeof error}`);
      return fail({ kind: 'internal', message: FALLBACK_ERROR_MESSAGE });
    }
  };
}
