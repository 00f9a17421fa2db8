import type { z } from 'zod';
import { ApiError } from './api-error';
import { MESSAGES } from './messages';

type FieldMessages = Record<string, { message: string }>;

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);

/**
 * Zod issues as the object-shaped message of spec §3, one entry per field (the first issue wins), so the
 * console can show the message under the field it belongs to.
 */
export const issuesToFieldMessages = (issues: readonly z.core.$ZodIssue[], input: unknown): FieldMessages => {
  const fields: FieldMessages = {};
  const add = (field: string, message: string) => {
    fields[field] ??= { message };
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), MESSAGES.unknownField);
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const missing = issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined;
    add(field, missing ? MESSAGES.fieldRequired : issue.message);
  }
  return fields;
};

/** The operation's input, or a 400 whose message is the object of field messages. */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, issuesToFieldMessages(result.error.issues, input));
  return result.data;
};
