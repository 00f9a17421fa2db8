import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Mantine form 7's own `zodResolver` reads `error.errors`, which zod 4 no longer has (it is `issues`).
 * This one reads zod 4's issues: the first message per field path, as Mantine expects.
 */
export const zodFormResolver =
  <S extends z.ZodType>(schema: S) =>
  (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
