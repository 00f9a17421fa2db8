import { Select } from '@mantine/core';
import { useState } from 'react';

/**
 * A desk's event and focused market: the picker of the events its markets belong to (the first chosen
 * until the trader picks another), the chosen event's markets, which of them has the focus, and moving
 * the focus (Alt+↑ ↓: the next market's input of the same `field`, its `data-field`, takes the keyboard, else
 * its first input, so the trader keeps typing in the column they were in).
 */
export function useDesk<M extends { marketId: string; eventId: string; eventName: string }>(markets: readonly M[] | undefined) {
  const events = [...new Map((markets ?? []).map((m) => [m.eventId, m.eventName])).entries()];
  const [eventId, setEventId] = useState<string | null>(null);
  const [focused, setFocused] = useState(0);
  const chosen = eventId ?? events[0]?.[0] ?? null;
  const shown = (markets ?? []).filter((m) => m.eventId === chosen);
  const index = Math.max(0, Math.min(focused, shown.length - 1));
  const move = (by: 1 | -1, field?: string) => {
    const next = Math.max(0, Math.min(shown.length - 1, index + by));
    setFocused(next);
    const market = `[data-market-id="${shown[next]?.marketId ?? ''}"]`;
    const input = (field === undefined ? null : document.querySelector<HTMLInputElement>(`${market} input[data-field="${field}"]`)) ?? document.querySelector<HTMLInputElement>(`${market} input`);
    input?.focus();
  };
  const picker = (
    <Select
      label="Event"
      data={events.map(([value, label]) => ({ value, label }))}
      value={chosen}
      onChange={(value) => (setEventId(value), setFocused(0))}
      allowDeselect={false}
      w={380}
      searchable
    />
  );
  return { picker, eventId: chosen, shown, index, market: shown[index], focus: setFocused, move };
}
