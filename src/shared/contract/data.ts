import { z } from 'zod';
import { stream } from './operation';

/**
 * Entity changes, pushed by the main core to every window after an operation that declares `writes`
 * succeeded: each window invalidates the queries reading those tags, so a market suspended in one window
 * shows suspended in the others without a reload.
 */
export const dataChangedSchema = z.object({ tags: z.array(z.string()) });
export type DataChanged = z.infer<typeof dataChangedSchema>;

export const dataEvents = {
  changed: stream({ id: 'data.changed', payload: dataChangedSchema }),
};
