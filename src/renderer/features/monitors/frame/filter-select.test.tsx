// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@renderer/testing/match-media';
import type { Option } from '../live/filter-options';
import { FilterSelect } from './filter-select';

afterEach(cleanup);
beforeEach(stubMatchMedia);

const EVENTS = [
  { value: 'e1', label: 'CSK v MI' },
  { value: 'e2', label: 'RCB v KKR' },
];
const FAMILIES = [
  { value: 'exchange', label: 'Exchange' },
  { value: 'bookmaker', label: 'Bookmaker' },
  { value: 'fancy', label: 'Fancy' },
];

/** Two of a monitor's filters side by side, as ScopeFilters lays them out. */
function Filters() {
  const [event, setEvent] = useState<string | null>(null);
  const [family, setFamily] = useState<string | null>(null);
  return (
    <MantineProvider>
      <FilterSelect w={220} label="Event" placeholder="All events" data={EVENTS} value={event} onChange={setEvent} />
      <FilterSelect w={140} label="Family" placeholder="All families" data={FAMILIES} value={family} onChange={setFamily} />
    </MantineProvider>
  );
}

/** A monitor's Event filter, its list the live events (rerendered as they come and go). */
function EventFilter({ events, chosen = null }: { events: Option[]; chosen?: string | null }) {
  const [event, setEvent] = useState(chosen);
  return (
    <MantineProvider>
      <FilterSelect w={220} label="Event" placeholder="All events" data={events} value={event} onChange={setEvent} />
    </MantineProvider>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const lists = () => screen.queryAllByRole('listbox');
/** The option under Enter (Mantine marks it selected while the list is open). */
const highlighted = () => screen.queryAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;

describe("a monitor's filter list", () => {
  it('closes when the keyboard leaves it: Shift+Tab from Family to Event leaves one list open, Event’s', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(field('Family'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field('Family').value).toBe('Exchange');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(lists().map((list) => list.getAttribute('aria-labelledby'))).toEqual([screen.getByText('Family').id]));

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(field('Event'));
    await waitFor(() => expect(lists()).toHaveLength(1));
    expect(lists()[0]?.getAttribute('aria-labelledby')).toBe(screen.getByText('Event').id);
    await user.keyboard('{Escape}');
    expect(lists()).toHaveLength(0);
  });

  it('is searched by typing, the first match taken by Enter', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    await user.click(field('Family'));
    await user.keyboard('fa');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fancy']));
    await waitFor(() => expect(highlighted()).toBe('Fancy'));
    await user.keyboard('{Enter}');
    expect(field('Family').value).toBe('Fancy');
    expect(lists()).toHaveLength(0);
  });

  it('opens on the current choice: ↓ goes on from it, Enter keeps it; erased, it clears', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    await user.click(field('Family'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field('Family').value).toBe('Bookmaker');

    await user.tab({ shift: true });
    await user.tab();
    await waitFor(() => expect(highlighted()).toBe('Bookmaker'));
    await user.keyboard('{Enter}');
    expect(field('Family').value).toBe('Bookmaker');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).toBe('Bookmaker'));
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Fancy');
    await user.keyboard('{Escape}');

    await user.clear(field('Family'));
    await user.keyboard('{Enter}');
    expect(field('Family').value).toBe('');
    expect(field('Family').placeholder).toBe('All families');
  });

  it('keeps the option highlighted where it is as the list changes while open: ↑↓ go on from it, Enter takes it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<EventFilter events={EVENTS} />);
    await user.click(field('Event'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('RCB v KKR');
    // An event going live sorts first: the highlighted one moves down a place.
    rerender(<EventFilter events={[{ value: 'e0', label: 'AUS v IND' }, ...EVENTS]} />);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(highlighted()).toBe('RCB v KKR');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('CSK v MI');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field('Event').value).toBe('RCB v KKR');
    expect(lists()).toHaveLength(0);
  });

  it('takes what it highlights even before it has caught up with a changed list', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<EventFilter events={EVENTS} />);
    await user.click(field('Event'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    rerender(<EventFilter events={[{ value: 'e0', label: 'AUS v IND' }, ...EVENTS]} />);
    // Enter at once, in the same task as the change: the highlight is not moved yet.
    fireEvent.keyDown(field('Event'), { key: 'Enter', code: 'Enter' });
    expect(field('Event').value).toBe('RCB v KKR');
  });

  it('highlights the current choice again when the option highlighted leaves the list', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<EventFilter events={EVENTS} chosen="e1" />);
    await user.click(field('Event'));
    await waitFor(() => expect(highlighted()).toBe('CSK v MI'));
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('RCB v KKR');
    rerender(<EventFilter events={EVENTS.slice(0, 1)} chosen="e1" />);
    await waitFor(() => expect(highlighted()).toBe('CSK v MI'));
    await user.keyboard('{Enter}');
    expect(field('Event').value).toBe('CSK v MI');
    expect(lists()).toHaveLength(0);
  });
});
