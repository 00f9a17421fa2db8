import { addFieldError, fieldErrorMap } from './field-errors';

/** The central fallback of spec §8, word for word. */
export const FALLBACK_ERROR_MESSAGE = 'Hey, looks like something went wrong.';

export type ExchangeMessage = string | Record<string, { message: string }>;

/**
 * Spec §8: a text message is shown as it is; an object of messages shows the message of its first entry;
 * anything else falls back to the generic text.
 */
export const extractMessage = (message: unknown): string => {
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (message !== null && typeof message === 'object') {
    for (const entry of Object.values(message)) {
      if (entry && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string') {
        return (entry as { message: string }).message;
      }
    }
  }
  return FALLBACK_ERROR_MESSAGE;
};

/** The per-field messages of an object-shaped message (login shows the password field's one). */
export const extractFieldMessages = (message: unknown): Record<string, string> | undefined => {
  if (message === null || typeof message !== 'object') return undefined;
  const fields = fieldErrorMap();
  for (const [field, entry] of Object.entries(message)) {
    if (entry && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string') {
      addFieldError(fields, field, (entry as { message: string }).message);
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
};
