import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useHandedOn, useReplacedForm } from '@renderer/app/display/carried-forms';
import { instantOfWallTime, shownTimeZone, wallTimeOf } from '@renderer/lib/format';

/** What a kit form hands on to the form started in its place: what it holds and what it holds as saved, and which fields the user was in or changed. */
interface FormState<V> {
  readonly values: V;
  readonly baseline: V;
  readonly touched: Record<string, boolean>;
  readonly dirty: Record<string, boolean>;
}

/** A wall-clock time (a date-time input's) read in `from` and shown again in `to`: the same instant; anything else as it is. */
const sameInstantIn = (wallTime: unknown, from: string, to: string): unknown => {
  if (typeof wallTime !== 'string') return wallTime;
  const instant = instantOfWallTime(wallTime, from);
  return instant === null ? wallTime : wallTimeOf(instant, { zone: to, seconds: /T\d\d:\d\d:\d\d$/.test(wallTime.trim()) });
};

const movedTo = <V extends Record<string, unknown>>(values: V, wallTimes: readonly string[], from: string, to: string): V =>
  from === to ? values : { ...values, ...Object.fromEntries(wallTimes.map((field) => [field, sameInstantIn(values[field], from, to)])) };

/**
 * A kit form's Mantine form. Started again in place of another (restartedOnZoneChange, on a zone change), it
 * starts from what the user had there, not from `options.initialValues`: the values, what counted as saved, the
 * fields touched and changed; each of `wallTimes` (fields holding a wall-clock time of the shown zone) read
 * again in the new zone, so it shows the same instant ("14:30" in UTC is "20:00" in Kolkata). `carried` says
 * it did. Elsewhere it is Mantine's useForm.
 */
export function useRestartedForm<V extends Record<string, unknown>>(
  operationId: string,
  wallTimes: readonly string[],
  options: UseFormInput<V>,
): { form: UseFormReturnType<V>; carried: boolean } {
  const [zone] = useState(shownTimeZone);
  const replaced = useReplacedForm<FormState<V>>(operationId);
  const [carried] = useState(() => {
    if (!replaced) return undefined;
    const { state } = replaced;
    return { ...state, values: movedTo(state.values, wallTimes, replaced.zone, zone), baseline: movedTo(state.baseline, wallTimes, replaced.zone, zone) };
  });
  const form = useForm<V>(carried ? { ...options, initialValues: carried.values, initialTouched: carried.touched, initialDirty: carried.dirty } : options);
  // What counted as saved (the record, or what a save sent) stays so: Save, Escape and the leave guard compare with it.
  useState(() => carried && form.setInitialValues(carried.baseline));
  useHandedOn(operationId, zone, (): FormState<V> => ({ values: form.getValues(), baseline: form.getInitialValues(), touched: form.getTouched(), dirty: form.getDirty() }));
  return { form, carried: carried !== undefined };
}
