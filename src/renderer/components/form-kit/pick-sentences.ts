import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { isCatalogueIdField } from '@shared/contract/catalogue-common';
import { labelFromKey } from '@shared/validation/issue-sentences';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';

const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What a field without a label picks: 'sportId' → 'Sport', 'whiteLabelId' → 'White label'. */
const pickedOf = (key: string): string => labelFromKey(key.replace(/(?<=.)Id$/, ''));

/**
 * The input's messages, a record id picked from a list (a sport, a white label: a catalogue id at the top of
 * the input, but the record's own `_id`) left empty saying which pick to make: "Sport: pick one", named by the
 * form's label. Its other messages, and every other field's, stay as they are.
 */
const withPickSentences = (errors: FormErrors, schema: z.ZodType, input: unknown, labels: Readonly<Record<string, string>>): FormErrors => {
  const shape = (schema as { shape?: Readonly<Record<string, z.ZodType>> }).shape;
  if (shape === undefined || input === null || typeof input !== 'object') return errors;
  const picks = (path: string) => path !== '_id' && Object.hasOwn(shape, path) && isCatalogueIdField(shape[path]!) && isEmpty((input as Record<string, unknown>)[path]);
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, picks(path) ? `${labels[path] ?? pickedOf(path)}: pick one` : message]));
};

/** The kit's validator of an operation's input: messages in words, each naming its field by the form's `labels`. */
export const inputValidator =
  (schema: z.ZodType, labels: Readonly<Record<string, string>>) =>
  (input: unknown): FormErrors =>
    withPickSentences(zodFormResolver(schema, labels)(input), schema, input, labels);
