import { z } from 'zod';
import { area, local } from './operation';

/** A form's key in the drafts store: the operation and what it edits (`traders.add:new`). */
export const formIdSchema = z.string().trim().min(1).max(160);

/** Field values only (strings, numbers, booleans, lists and nested objects of them), never files. */
const draftValuesSchema = z.record(z.string().max(100), z.unknown()).refine((values) => JSON.stringify(values).length <= 64_000, 'A draft is at most 64 kB.');

/** Field names never kept in a draft, at any depth: a password is typed again, never stored. */
const SECRET_FIELD = /pass(word|code|phrase)?|secret|otp|pin$|token/i;

/** The values without any secret field (recursively): the renderer sends none and main keeps none. */
export const withoutSecrets = (values: unknown): unknown => {
  if (Array.isArray(values)) return values.map(withoutSecrets);
  if (typeof values !== 'object' || values === null) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELD.test(key)).map(([key, value]) => [key, withoutSecrets(value)]));
};

export const draftSchema = z.object({
  formId: z.string(),
  /** The page the form was typed on, to go back to it. */
  path: z.string().optional(),
  /** The form's title in words ("Create User"), for the list of drafts offered back. */
  label: z.string(),
  values: z.record(z.string(), z.unknown()),
  /** Milliseconds since the epoch. */
  savedAt: z.number(),
});
export type Draft = z.infer<typeof draftSchema>;

/** A path inside the console (`/dashboard/market-trader`, `/monitor/market/2?tab=x`), never an address elsewhere. */
export const consolePathSchema = z.string().max(2_000).regex(/^\/(?!\/)[^\s]*$/);

/**
 * Session continuity (issue 18), served by the main core from memory: drafts of open forms per user
 * and form (never a password: main drops any field whose name says password), and the route each window
 * had, both offered back after the next login by the same user and forgotten at an explicit logout.
 */
export const continuity = area('continuity', {
  saveDraft: local({
    input: z.strictObject({ formId: formIdSchema, label: z.string().max(200), path: consolePathSchema.optional(), values: draftValuesSchema }),
    output: z.null(),
  }),
  draft: local({ input: z.strictObject({ formId: formIdSchema }), output: draftSchema.nullable() }),
  discardDraft: local({ input: z.strictObject({ formId: formIdSchema }), output: z.null() }),
  /** The signed-in user's drafts, newest first (values left out). */
  drafts: local({ input: z.undefined(), output: z.array(draftSchema.omit({ values: true })) }),
  /** This window is showing `path` now. */
  rememberPlace: local({ input: z.strictObject({ path: consolePathSchema }), output: z.null() }),
  /** Where this window was when the signed-in user's last session ended; answered once, then forgotten. */
  resumePlace: local({ input: z.undefined(), output: z.object({ path: consolePathSchema.nullable() }) }),
});
