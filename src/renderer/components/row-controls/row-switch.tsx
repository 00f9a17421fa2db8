import { Switch } from '@mantine/core';
import clsx from 'clsx';
import { useId } from 'react';

/**
 * The class of Switch's own root. `Switch.classes` merges Switch's and InlineInput's class maps, and
 * InlineInput's `root` wins, so Switch's is named here; row-controls.test.tsx fails if Mantine renames it.
 */
const SWITCH_OWN_ROOT = 'm_5f93f3bb';

export interface RowSwitchProps {
  /** The switch's accessible name (a row's switch has no visible label: its column header names it). */
  readonly label: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly title?: string | undefined;
  onChange(checked: boolean): void;
}

/**
 * A switch in a table row: Mantine's Switch markup and classes, drawn as plain elements, always controlled.
 * Mantine's Switch costs about 2 ms a mount on our machines (two style hooks, an uncontrolled-state hook and
 * three nested components), and a page of search results mounts one per row. It looks and behaves as
 * `<Switch aria-label checked onChange />` (row-controls.test.tsx compares the two).
 */
export function RowSwitch({ label, checked, disabled = false, title, onChange }: RowSwitchProps) {
  const id = useId();
  const on = checked || undefined;
  return (
    <div className={clsx(SWITCH_OWN_ROOT, 'mantine-Switch-root', Switch.classes.root, 'mantine-Switch-root')} data-label-position="right" data-checked={on}>
      <label className={clsx(Switch.classes.body, 'mantine-Switch-body')} htmlFor={id}>
        <input
          aria-label={label}
          title={title}
          disabled={disabled}
          data-checked={on}
          id={id}
          role="switch"
          className={clsx(Switch.classes.input, 'mantine-Switch-input')}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className={clsx(Switch.classes.track, 'mantine-Switch-track')} data-label-position="right" data-without-labels="true" aria-hidden="true">
          <span className={clsx(Switch.classes.thumb, 'mantine-Switch-thumb')} data-reduce-motion="true" />
          <span className={clsx(Switch.classes.trackLabel, 'mantine-Switch-trackLabel')} />
        </span>
        <div className={clsx(Switch.classes.labelWrapper, 'mantine-Switch-labelWrapper')} data-disabled={disabled || undefined} />
      </label>
    </div>
  );
}
