import type { ExchangeMessage } from '@shared/errors/extract-message';

/** A deliberate error answer: status plus the envelope's message (text, or the object of field messages). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ExchangeMessage,
  ) {
    super(typeof body === 'string' ? body : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The object-shaped message of spec §3: `{ field: { message } }`. */
export const fieldMessage = (field: string, message: string): Record<string, { message: string }> => ({ [field]: { message } });
