import type { z } from 'zod';
import { issueSentence, labelFromKey, sizedIssues } from '@shared/validation/issue-sentences';
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

/** The field a message is about, in words: the last key of its path ('selections.0.name' → 'Name'). */
const fieldLabel = (path: readonly PropertyKey[] | undefined): string => {
  const key = path?.filter((p): p is string => typeof p === 'string').at(-1);
  return key === undefined ? 'This value' : labelFromKey(key);
};

/**
 * The operation's input, or a 400 whose message is the object of field messages, in the same words the
 * console's forms use ("Name: at most 100 characters"), for a client that calls the exchange directly.
 */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input, { error: (issue) => issueSentence(issue, fieldLabel(issue.path)) });
  // A number beyond the safe range is named by the field's own limit, as in the console's forms.
  if (!result.success) throw new ApiError(400, issuesToFieldMessages(sizedIssues(result.error.issues, fieldLabel), input));
  return result.data;
};
