import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'min' | 'max' | 'clampBehavior'> & {
  value: number;
  min: number;
  max?: number;
  /** A value within min..max: as typed when it is one, else clamped when the field is left. */
  onCommit(value: number): void;
};

/**
 * A number kept with the monitor's view, typed freely: the text stays as typed (typing 100 passes by 1 and
 * 10), each value within range is taken at once, and one out of range is clamped only when the field is left
 * (an empty or unfinished one goes back to the value in force).
 */
export function CommittedNumberInput({ value, min, max, onCommit, ...props }: Props) {
  const [typed, setTyped] = useState<{ text: number | string; over: number } | null>(null);
  const shown = typed?.over === value ? typed.text : value;
  const inRange = (v: number) => v >= min && (max === undefined || v <= max);
  return (
    <NumberInput
      {...props}
      min={min}
      max={max}
      clampBehavior="blur"
      value={shown}
      onChange={(v) => {
        setTyped({ text: v, over: value });
        if (typeof v === 'number' && inRange(v)) onCommit(v);
      }}
      onBlur={() => setTyped((t) => (t && typeof t.text === 'number' ? t : null))}
    />
  );
}
