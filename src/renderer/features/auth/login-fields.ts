import { useState, type ChangeEvent } from 'react';

/*
 * The login form checks its two fields by hand, as the contract's loginInputSchema does (trimmed name
 * required, at most 100 characters; password required, at most 200): zod, a form library and TanStack
 * Query would add tens of KB gzipped to the one route every user waits for.
 */
const USERNAME_MAX = 100;
const PASSWORD_MAX = 200;
const tooLong = (max: number) => `Must be at most ${max} characters.`;

export const validateUserName = (value: string): string | null => {
  const name = value.trim();
  if (name.length === 0) return 'Username is required.';
  return name.length > USERNAME_MAX ? tooLong(USERNAME_MAX) : null;
};

export const validatePassword = (value: string): string | null => {
  if (value.length === 0) return 'Password is required.';
  return value.length > PASSWORD_MAX ? tooLong(PASSWORD_MAX) : null;
};

const VALIDATE = { userName: validateUserName, password: validatePassword } as const;
export type LoginField = keyof typeof VALIDATE;
type Values = Record<LoginField, string>;
const FIELDS = Object.keys(VALIDATE) as LoginField[];

/**
 * The login form's values and messages: a field's message shows once it was changed or left, and every
 * message shows on a submit; `valid` is whether all fields pass (Login is disabled until then).
 */
export function useLoginFields() {
  const [values, setValues] = useState<Values>({ userName: '', password: '' });
  const [checked, setChecked] = useState<ReadonlySet<LoginField>>(new Set());
  const check = (field: LoginField) => setChecked((current) => (current.has(field) ? current : new Set([...current, field])));
  const errorOf = (field: LoginField) => VALIDATE[field](values[field]);

  return {
    values,
    valid: FIELDS.every((field) => errorOf(field) === null),
    inputProps: (field: LoginField) => ({
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
        check(field);
      },
      onBlur: () => check(field),
      error: checked.has(field) ? (errorOf(field) ?? undefined) : undefined,
    }),
    setValue: (field: LoginField, value: string) => setValues((current) => ({ ...current, [field]: value })),
    /** Shows every field's message; answers whether the form may be sent. */
    checkAll: (): boolean => {
      setChecked(new Set(FIELDS));
      return FIELDS.every((field) => errorOf(field) === null);
    },
  };
}
