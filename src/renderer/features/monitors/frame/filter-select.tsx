import { Combobox, getOptionsLockup, getParsedComboboxData, InputBase, OptionsDropdown, useCombobox } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Option } from '../live/filter-options';

/** The options of the open list labelled `labelId` (Mantine mounts them in a portal); none while it is closed. */
const shownOptions = (labelId: string) => [...document.querySelectorAll<HTMLElement>(`[role="listbox"][aria-labelledby="${labelId}"] [data-combobox-option]`)];
/** Mantine marks the option under Enter so (as ↑↓, typing or the highlight below move it). */
const isHighlighted = (option: Element) => option.hasAttribute('data-combobox-selected');

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
  const { dropdownOpened, selectActiveOption, selectFirstOption, selectOption, resetSelectedOption } = combobox;
  const options = useMemo(() => getParsedComboboxData(data as Option[]), [data]);
  const chosen = useMemo(() => (value === null ? '' : (getOptionsLockup(options)[value]?.label ?? '')), [options, value]);
  const labelId = `${id}-label`;

  // The option under Enter: the current choice as the list opens (none without one: ↓ goes to the first), the
  // first match of what is typed, none for erased text. Once the options are there: their portal mounts them a
  // render after the list opens. The list changed while open (live events come and go), the option highlighted
  // stays so where it now is (Mantine counts it by index, for ↓ and Enter), or, gone, the highlight starts again.
  const highlight = typed === null ? (value === null ? resetSelectedOption : selectActiveOption) : typed === '' ? resetSelectedOption : selectFirstOption;
  const optionsHighlighted = useRef(options);
  useEffect(() => {
    const relisted = optionsHighlighted.current !== options;
    optionsHighlighted.current = options;
    if (!dropdownOpened) return undefined;
    const keepHighlighted = () => {
      const at = shownOptions(labelId).findIndex(isHighlighted);
      return at >= 0 && selectOption(at) !== null;
    };
    const timer = window.setTimeout(() => (relisted && keepHighlighted()) || highlight(), 0);
    return () => window.clearTimeout(timer);
  }, [dropdownOpened, highlight, selectOption, typed, options, labelId]);

  const choose = (next: string | null) => {
    if (next !== value) onChange(next);
    combobox.closeDropdown();
  };
  const clearedByTyping = () => typed === '' && value !== null;
  // Enter takes the option highlighted, as shown, itself: Mantine's Enter, after this one, would take the option at
  // its index, which a list changed while open can have moved off the highlighted one (a wrong event filtered on);
  // its index cleared, it takes none.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const highlighted = shownOptions(labelId).find(isHighlighted);
    resetSelectedOption();
    if (!clearedByTyping() && !highlighted) return;
    event.preventDefault();
    if (clearedByTyping()) choose(null);
    else highlighted?.click();
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
        labelId={labelId}
        aria-label={undefined}
        scrollAreaProps={undefined}
      />
    </Combobox>
  );
}
