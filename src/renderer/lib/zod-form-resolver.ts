import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { parseWithSentences } from '@shared/validation/issue-sentences';

/**
 * A Mantine form validator from a zod 4 schema (Mantine form 7's own `zodResolver` reads zod 3's
 * `error.errors`): the first message per field path, in words ("Name: at most 100 characters") unless
 * the schema gives its own. `labels` names fields by path; a nested path falls back to its top field.
 */
export const zodFormResolver =
  <S extends z.ZodType>(schema: S, labels: Readonly<Record<string, string>> = {}) =>
  (values: unknown): FormErrors => {
    const result = parseWithSentences(schema, values, (path) => labels[path] ?? labels[path.split('.')[0] ?? '']);
    return result.success ? {} : result.errors;
  };
