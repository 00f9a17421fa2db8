import { z } from 'zod';
import { area, local, stream } from './operation';

/** An update as the user is told about it: what is new, and that it applies at the next restart, never mid-shift. */
export const updateStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('idle') }),
  z.object({ status: z.enum(['downloading', 'ready']), version: z.string(), notes: z.string(), applies: z.literal('on-next-restart') }),
  z.object({ status: z.literal('failed'), problem: z.string() }),
]);
export type UpdateStateView = z.infer<typeof updateStateSchema>;

export const consoleInfoSchema = z.object({
  version: z.string(),
  shell: z.enum(['electron', 'browser']),
  /** The machine policy IT wrote: where it came from, why it could not be applied, the settings it fixes. */
  policy: z.object({ source: z.string().nullable(), problem: z.string().optional(), locked: z.array(z.string()) }),
  update: updateStateSchema,
});
export type ConsoleInfo = z.infer<typeof consoleInfoSchema>;

/** Served by the main core: what this console is, for the user and for support. */
export const about = area('about', {
  info: local({ input: z.undefined(), output: consoleInfoSchema }),
  /** A text for support: versions, configuration, policy, the log's last lines. No token, key or password. */
  diagnostics: local({ input: z.undefined(), output: z.object({ text: z.string() }) }),
  /** The user's "Restart now" for a downloaded update; false when none is ready. */
  restartToUpdate: local({ input: z.undefined(), output: z.object({ restarting: z.boolean() }) }),
});

export const aboutEvents = {
  updateChanged: stream({ id: 'about.updateChanged', payload: updateStateSchema }),
};
