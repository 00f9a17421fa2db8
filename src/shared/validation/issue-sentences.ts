import type { z } from 'zod';

/**
 * Validation messages in words that say what to do ("Name: at most 100 characters"), for every screen and
 * for the exchange's own field errors, instead of a schema library's text ("Too big: expected string to
 * have <=100 characters"). A message the schema's author wrote ("Username is required.") always wins.
 */

/** 'userName' → 'User name', 'maxStake' → 'Max stake': the label when a form gives none. */
export const labelFromKey = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'some text',
  boolean: 'yes or no',
  date: 'a date',
  array: 'a list',
  object: 'the details',
  bigint: 'a whole number',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'enter an email address, like name@example.com',
  url: 'enter a web address, like https://example.com',
  datetime: 'enter a date and time',
  date: 'enter a date',
  time: 'enter a time',
  uuid: 'enter a valid id',
  ipv4: 'enter an IP address, like 192.168.0.1',
  ipv6: 'enter an IPv6 address',
  regex: 'use only the characters this field allows',
  starts_with: 'check how it starts',
  ends_with: 'check how it ends',
  includes: 'check what it contains',
  lowercase: 'use lower-case letters only',
  uppercase: 'use capital letters only',
};

const isEmpty = (input: unknown): boolean => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;
const listOf = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');

type Sized = { origin: string; inclusive?: boolean; exact?: boolean };

/** A number's limit as the exchange's messages group it (10,00,00,000), decimals kept. */
const numberText = (limit: number | bigint): string => Number(limit).toLocaleString('en-IN', { maximumFractionDigits: 20 });

/** "Minimum stake is too large (at most 10,00,00,000)": a number above its field's maximum. */
export const tooLargeSentence = (label: string, maximum: number | bigint, inclusive = true): string =>
  `${label} is too large (${inclusive ? 'at most' : 'less than'} ${numberText(maximum)})`;

/** A number past what a number keeps exactly, on its side: too large, or too small for a negative one. */
const pastSafeSentence = (label: string, negative: boolean): string =>
  negative ? `${label} is too small (at least ${numberText(Number.MIN_SAFE_INTEGER)})` : tooLargeSentence(label, Number.MAX_SAFE_INTEGER);

const sizeWords = (issue: Sized, limit: number | bigint, direction: 'least' | 'most'): string => {
  const comparison = issue.exact ? 'exactly' : issue.inclusive === false ? (direction === 'least' ? 'more than' : 'less than') : `at ${direction}`;
  switch (issue.origin) {
    case 'string':
      return `${comparison} ${plural(limit, 'character', 'characters')}`;
    case 'array':
    case 'set':
      return `${comparison} ${plural(limit, 'item', 'items')}`;
    case 'date':
      return `${direction === 'least' ? 'on or after' : 'on or before'} ${new Date(Number(limit)).toLocaleDateString()}`;
    default:
      return `${comparison} ${String(limit)}`;
  }
};

/**
 * One issue as a sentence about the field called `label`. `input` is the value the issue is about; zod
 * keeps it on the issue while parsing, and a caller with only the final issue passes the field's value.
 */
export const issueSentence = (issue: z.core.$ZodRawIssue | z.core.$ZodIssue, label: string, input: unknown = (issue as { input?: unknown }).input): string => {
  const required = `${label} is required.`;
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(input) ? required : `${label}: enter ${TYPE_WORDS[issue.expected] ?? `a ${issue.expected}`}`;
    case 'too_small':
      // A minimum of one character or item is how a schema says "required".
      if (Number(issue.minimum) <= 1 && issue.inclusive !== false && (issue.origin === 'string' || issue.origin === 'array') && !issue.exact) return required;
      if (isEmpty(input) && issue.origin === 'string') return required;
      return `${label}: ${sizeWords(issue, issue.minimum, 'least')}`;
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint'
        ? tooLargeSentence(label, issue.maximum, issue.inclusive !== false)
        : `${label}: ${sizeWords(issue, issue.maximum, 'most')}`;
    case 'invalid_format':
      if (isEmpty(input)) return required;
      return `${label}: ${FORMAT_WORDS[issue.format] ?? `enter a valid ${issue.format}`}`;
    case 'invalid_value':
      if (isEmpty(input)) return required;
      return issue.values.length <= 6 ? `${label}: choose one of ${listOf(issue.values)}` : `${label}: choose one of the values offered`;
    case 'not_multiple_of':
      return `${label}: use a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${label}: remove ${listOf(issue.keys)}; this form does not take ${issue.keys.length === 1 ? 'it' : 'them'}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return isEmpty(input) ? required : `${label}: check this value`;
  }
};

/** Field paths as forms and the exchange spell them: `selections.0.name`. */
export const pathKey = (path: readonly PropertyKey[]): string => path.map(String).join('.');

type Sentences<S extends z.ZodType> = { success: true; data: z.output<S> } | { success: false; errors: Record<string, string> };

/** The value at `path` of `value` (undefined where there is none). */
const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((inner, key) => (inner !== null && typeof inner === 'object' ? (inner as Record<PropertyKey, unknown>)[key] : undefined), value);

/** `value` with `replacement` at `path`, the objects and arrays on the way copied (never changed). */
const withValueAt = (value: unknown, path: readonly PropertyKey[], replacement: unknown): unknown => {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<PropertyKey, unknown>;
  copy[key] = withValueAt(copy[key], rest, replacement);
  return copy;
};

/** zod's `.int()` refusing a number past the safe-integer range (either side), in the int's own words ("a whole number"). */
const isSafeIntegerBound = (issue: z.core.$ZodIssue): boolean =>
  issue.code === 'too_big'
    ? issue.origin === 'int' && Number(issue.maximum) === Number.MAX_SAFE_INTEGER
    : issue.code === 'too_small' && issue.origin === 'int' && Number(issue.minimum) === Number.MIN_SAFE_INTEGER;

/**
 * The issues with a number past the safe-integer range said as a size, never as "a whole number": the
 * schema's own bound on that side speaks ("Result: at most 100000.", "Result: 0 or more."), and without one
 * the kit's words ("Count is too large (at most 9,00,71,99,25,47,40,991)"; a negative one "too small (at least …)"). The other issues are kept as they are.
 */
export const sizedIssues = (issues: readonly z.core.$ZodIssue[], labelAt: (path: readonly PropertyKey[]) => string): z.core.$ZodIssue[] =>
  issues.flatMap((issue) => {
    if (!isSafeIntegerBound(issue)) return [issue];
    const key = pathKey(issue.path);
    const ownBound = issues.some((other) => other.code === issue.code && pathKey(other.path) === key && !isSafeIntegerBound(other));
    return ownBound ? [] : [{ ...issue, message: pastSafeSentence(labelAt(issue.path), issue.code === 'too_small') }];
  });

/**
 * Digits where a number belongs: a number field holds text for a number it cannot hold as one (Mantine's
 * NumberInput hands back text for 14 digits or more, so 20 nines stay text), which the schema would call
 * "required" or "not a number". Read as the number it spells.
 */
const NUMBER_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/;

/** What a number field holds read as a finite number (400 nines are Infinity: the largest number there is), or undefined. */
const spelledNumber = (held: unknown): number | undefined => {
  const number = typeof held === 'string' && NUMBER_TEXT.test(held) ? Number(held) : typeof held === 'number' && !Number.isNaN(held) ? held : undefined;
  return number === undefined || Number.isFinite(number) ? number : Math.sign(number) * Number.MAX_VALUE;
};

/**
 * The messages of number fields holding the text of a number (NUMBER_TEXT) or an infinite one, by path: the message the number
 * itself gets (all of them read as numbers at once); fine as a number but past what a number keeps exactly,
 * that it is too large (the field holds text, which is never sent as it is).
 */
const numberTextMessages = (
  schema: z.ZodType,
  value: unknown,
  issues: readonly z.core.$ZodIssue[],
  labelOf: (path: string) => string | undefined,
  labelAt: (path: readonly PropertyKey[]) => string,
): Map<string, string> => {
  const texts = issues.flatMap((issue) => {
    const number = issue.code === 'invalid_type' && issue.expected === 'number' ? spelledNumber(valueAt(value, issue.path)) : undefined;
    return number === undefined ? [] : [{ issue, number }];
  });
  const messages = new Map<string, string>();
  if (texts.length === 0) return messages;
  const judged = parseWithSentences(schema, texts.reduce<unknown>((v, { issue, number }) => withValueAt(v, issue.path, number), value), labelOf);
  for (const { issue, number } of texts) {
    const key = pathKey(issue.path);
    const own = judged.success ? undefined : judged.errors[key];
    const unsafe = Math.abs(number) > Number.MAX_SAFE_INTEGER;
    messages.set(key, own ?? (unsafe ? pastSafeSentence(labelAt(issue.path), number < 0) : issueSentence(issue, labelAt(issue.path), String(number))));
  }
  return messages;
};

/**
 * Parses with sentences: the first message per field path, labelled by `labelOf` (the last key in words
 * when it gives none). Issues without a path (a whole-object rule) land under ''. A number typed past what
 * a number field holds as a number is judged as the number it spells ("Minimum stake is too large"), and
 * one past Number.MAX_SAFE_INTEGER where the schema sets no maximum is too large all the same (sizedIssues:
 * never "a whole number").
 */
export const parseWithSentences = <S extends z.ZodType>(schema: S, value: unknown, labelOf: (path: string) => string | undefined = () => undefined): Sentences<S> => {
  const labelAt = (path: readonly PropertyKey[]): string => {
    const last = path.filter((p) => typeof p === 'string').at(-1);
    return labelOf(pathKey(path)) ?? (typeof last === 'string' ? labelFromKey(last) : 'This value');
  };
  const result = schema.safeParse(value, {
    // Runs only for issues whose schema has no message of its own, so authors' words are kept.
    error: (issue) => issueSentence(issue, labelAt(issue.path ?? [])),
  });
  if (result.success) return { success: true, data: result.data };
  const numberTexts = numberTextMessages(schema, value, result.error.issues, labelOf, labelAt);
  const errors: Record<string, string> = {};
  for (const issue of sizedIssues(result.error.issues, labelAt)) {
    const key = pathKey(issue.path);
    errors[key] ??= numberTexts.get(key) ?? issue.message;
  }
  return { success: false, errors };
};
