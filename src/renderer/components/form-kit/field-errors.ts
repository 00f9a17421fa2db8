import type { FormErrors } from '@mantine/form';

/** How an input path (the operation's, as the exchange names fields) is called in the form, if it is there. */
export type FormPathOf = (inputPath: string) => string | undefined;

/** Identity for forms whose values are the operation's input, as long as the form has that top-level field. */
export const sameFieldPath =
  (values: object): FormPathOf =>
  (inputPath) => {
    const top = inputPath.split('.')[0] ?? '';
    return top in values ? inputPath : undefined;
  };

/** Errors keyed by input paths, moved onto the form's fields; those the form has no field for are dropped. */
export const onFormFields = (errors: Readonly<Record<string, string>>, formPathOf: FormPathOf): FormErrors => {
  const placed: FormErrors = {};
  for (const [inputPath, message] of Object.entries(errors)) {
    const path = formPathOf(inputPath);
    if (path !== undefined) placed[path] ??= message;
  }
  return placed;
};
