import { Combobox, getOptionsLockup, getParsedComboboxData, InputBase, OptionsDropdown, useCombobox } from '@mantine/core';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Option } from '../live/filter-options';

interface FilterSelectProps {
  label: string;
  /** What an empty filter shows ("All sports"). */
  placeholder: string;
  data: readonly Option[];
  value: string | null;
  onChange(value: string | null): void;
  w: number;
}

/**
 * A monitor's filter list (Sport, Event, Family, Status), on Mantine's Combobox, for the keyboard:
 * - it opens on focus and closes when focus leaves it, whichever way (Mantine's Select closes on blur only when
 *   searchable, so a Family list stayed open beside the next one's);
 * - it opens on the current choice, highlighted: ↓ goes on from it and Enter keeps it;
 * - letters typed narrow it, the first match under Enter;
 * - the text erased, Enter or leaving clears the filter (so does the × beside a chosen value).
 * Its options are mounted only while it is open: two thousand live markets make a thousand events, and
 * kept-mounted (hidden) options would be thousands of DOM nodes in every monitor window. That is why the
 * current choice is highlighted once they are there (Mantine looks for it as the list opens, before them).
 */
export function FilterSelect({ label, placeholder, data, value, onChange, w }: FilterSelectProps) {
  const id = useId();
  // What the user typed since the list opened; null while the field shows the current choice.
  const [typed, setTyped] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyped(null);
    },
  });
  const { dropdownOpened, selectActiveOption, selectFirstOption, resetSelectedOption } = combobox;
  const options = useMemo(() => getParsedComboboxData(data as Option[]), [data]);
  const chosen = useMemo(() => (value === null ? '' : (getOptionsLockup(options)[value]?.label ?? '')), [options, value]);

  // The option under Enter: the current choice as the list opens (none without one: ↓ goes to the first), the
  // first match of what is typed, none for erased text. Once the options are there: their portal mounts them a
  // render after the list opens.
  const highlight = typed === null ? (value === null ? resetSelectedOption : selectActiveOption) : typed === '' ? resetSelectedOption : selectFirstOption;
  useEffect(() => {
    if (!dropdownOpened) return undefined;
    const timer = window.setTimeout(highlight, 0);
    return () => window.clearTimeout(timer);
  }, [dropdownOpened, highlight, typed]);

  const choose = (next: string | null) => {
    if (next !== value) onChange(next);
    combobox.closeDropdown();
  };
  const clearedByTyping = () => typed === '' && value !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && clearedByTyping()) {
      event.preventDefault();
      choose(null);
    }
  };
  return (
    <Combobox store={combobox} size="xs" keepMounted={false} onOptionSubmit={choose}>
      <Combobox.Target>
        <InputBase
          id={id}
          size="xs"
          w={w}
          label={label}
          placeholder={placeholder}
          value={typed ?? chosen}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => (clearedByTyping() ? choose(null) : combobox.closeDropdown())}
          onKeyDown={onKeyDown}
          rightSection={value === null ? <Combobox.Chevron size="xs" /> : <Combobox.ClearButton size="xs" onClear={() => choose(null)} />}
          rightSectionPointerEvents={value === null ? 'none' : 'all'}
        />
      </Combobox.Target>
      <OptionsDropdown
        data={options}
        search={typed ?? undefined}
        filter={undefined}
        limit={undefined}
        withScrollArea={undefined}
        maxDropdownHeight={undefined}
        hiddenWhenEmpty
        withCheckIcon
        value={value}
        unstyled={undefined}
        labelId={`${id}-label`}
        aria-label={undefined}
        scrollAreaProps={undefined}
      />
    </Combobox>
  );
}
