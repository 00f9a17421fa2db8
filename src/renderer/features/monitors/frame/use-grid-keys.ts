import { useCallback, useState, type KeyboardEvent } from 'react';

/**
 * Keyboard use of a monitor grid (ARIA grid pattern, one tab stop): arrows, Page Up/Down, Home and End
 * move the active row; other keys go to `onKey` with the active row (Enter to link, S and R to act).
 */
export function useGridKeys(count: number, pageSize: number, reveal: (index: number) => void, onKey: (key: string, index: number) => boolean) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, count - 1));

  const move = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(count - 1, index));
      setActive(next);
      reveal(next);
    },
    [count, reveal],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + pageSize,
      PageUp: current - pageSize,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      move(target);
      return;
    }
    if (onKey(event.key, current)) event.preventDefault();
  };

  return { active: current, setActive: move, onKeyDown };
}
