import { Kbd, Loader, Modal, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { search } from '@shared/contract/search';
import { plural } from '@renderer/lib/format';
import { useOperation } from '../data/use-operation';
import { useOpenKeyHelpAfterClose } from '../keyboard-help/key-help-state';
import { ROUTE_HANDLES } from '../routes';
import { useSession } from '../session/use-session';
import { commandEntries, objectEntries, screenEntries, type PaletteEntry } from './palette-entries';
import { usePaletteOpen } from './palette-state';
import classes from './search-palette.module.css';
import { focusPageSoon } from './page-focus';

/** Short: a word typed fast is one request, and the answer still paints inside 100 ms of the keystroke. */
export const PALETTE_DEBOUNCE_MS = 30;
/** The exchange is asked from two characters on; screens match from the first. */
export const MIN_SERVER_TEXT = 2;
const HITS_PER_KIND = 5;

/**
 * One search for everything (Ctrl+K or Cmd+K, in the dashboard and in monitor windows): the screens this
 * user may open, and markets, events, competitions, sports, traders, staff and punters found by the
 * exchange, which searches only the kinds whose screens the user may open, and the keyboard help ("keys").
 * Arrows move, Enter opens, Escape closes; a newer text cancels the request of the older one.
 */
export function SearchPalette() {
  const [opened, setOpened] = usePaletteOpen();
  useHotkeys([['mod+K', () => setOpened(true)]], []);
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title="Search the console" size="lg" yOffset="10vh" transitionProps={{ duration: 0 }}>
      {opened && <PaletteBody onDone={() => setOpened(false)} />}
    </Modal>
  );
}

function PaletteBody({ onDone }: { onDone(): void }) {
  const session = useSession();
  const navigate = useNavigate();
  const openKeyHelp = useOpenKeyHelpAfterClose();
  const listId = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), PALETTE_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const serverText = debounced.length >= MIN_SERVER_TEXT ? debounced : '';
  const answer = useOperation(search.everything, { text: serverText || 'xx', limit: HITS_PER_KIND }, { enabled: serverText !== '', keepPreviousData: true, spinner: false });

  const entries = useMemo<PaletteEntry[]>(() => {
    const screens = screenEntries(session, ROUTE_HANDLES, text);
    const objects = serverText !== '' && answer.data ? objectEntries(answer.data.groups) : [];
    return [...screens, ...commandEntries(text), ...objects];
  }, [session, text, serverText, answer.data]);
  const current = Math.min(active, Math.max(entries.length - 1, 0));

  const open = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onDone();
    if ('command' in entry) {
      openKeyHelp();
      return;
    }
    void navigate(entry.href);
    focusPageSoon();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    const move = moves[event.key];
    if (move !== undefined && entries.length > 0) {
      event.preventDefault();
      setActive((current + move + entries.length) % entries.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(entries[current]);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;
  const searching = serverText !== '' && answer.isFetching;
  const answered = serverText !== '' && answer.data && !answer.isPlaceholderData ? serverText : '';

  return (
    <>
      <TextInput
        data-autofocus
        aria-label="Search"
        placeholder="Screens, markets, events, competitions, sports, traders, staff, punters: name or id"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={searching ? <Loader role="status" size="xs" aria-label="Searching" /> : null}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={entries.length > 0 ? optionId(current) : undefined}
      />
      {/* data-answers: the text whose results are shown (a benchmark and the tests wait for it). */}
      <div id={listId} role="listbox" aria-label="Search results" aria-busy={searching} data-answers={answered} className={classes.list}>
        {groupsOf(entries).map(({ group, items }) => (
          <div key={group} role="group" aria-label={group}>
            <div className={classes.groupLabel} aria-hidden="true">
              {group}
            </div>
            {items.map(({ entry, index }) => (
              <div
                key={entry.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className={classes.option}
                onMouseMove={() => setActive(index)}
                onClick={() => open(entry)}
              >
                <Text size="sm" fw={500} component="span">
                  {entry.label}
                </Text>
                <span className={classes.detail}>{entry.detail}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <Text size="xs" c="dimmed" mt="xs" aria-live="polite">
        {entries.length === 0 ? (serverText !== '' && !searching ? 'Nothing found.' : 'Type a name or an id.') : `${plural(entries.length, 'result')}.`} <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> move,{' '}
        <Kbd size="xs">Enter</Kbd> opens, <Kbd size="xs">Esc</Kbd> closes.
      </Text>
    </>
  );
}

/** Entries in their groups, each keeping its place in the flat list (the arrows walk the flat list). */
const groupsOf = (entries: readonly PaletteEntry[]) => {
  const groups: Array<{ group: string; items: Array<{ entry: PaletteEntry; index: number }> }> = [];
  entries.forEach((entry, index) => {
    const last = groups.at(-1);
    if (last?.group === entry.group) last.items.push({ entry, index });
    else groups.push({ group: entry.group, items: [{ entry, index }] });
  });
  return groups;
};
