import type { DeskKey } from '@renderer/components/desks/desk-keys';

/** The scorer's keys on the ball-by-ball panel, declared once for the hint bar and the handler. */
export const BALL_KEYS: readonly DeskKey[] = [
  { keys: 'B', action: 'ball in play: the event’s markets go to ball running' },
  { keys: '0 … 7', action: 'runs off the ball' },
  { keys: 'W', action: 'wicket' },
  { keys: 'D / N', action: 'wide / no-ball' },
  { keys: 'Enter', action: 'send the ball: markets open again' },
  { keys: 'Escape', action: 'dead ball: markets open again, nothing recorded' },
];

export interface BallDraft {
  readonly runs: number;
  readonly wicket: boolean;
  readonly extra: 'none' | 'wide' | 'noBall';
}
export const EMPTY_BALL: BallDraft = { runs: 0, wicket: false, extra: 'none' };

export type BallAction = { kind: 'bowl' } | { kind: 'draft'; draft: BallDraft } | { kind: 'send' } | { kind: 'dead' };

/** What a key means on the panel (undefined: not the scorer's). With the ball not live only B counts. */
export const ballAction = (event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }, live: boolean, draft: BallDraft): BallAction | undefined => {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const key = event.key.toLowerCase();
  if (!live) return key === 'b' ? { kind: 'bowl' } : undefined;
  if (/^[0-7]$/.test(key)) return { kind: 'draft', draft: { ...draft, runs: Number(key) } };
  if (key === 'w') return { kind: 'draft', draft: { ...draft, wicket: !draft.wicket } };
  if (key === 'd') return { kind: 'draft', draft: { ...draft, extra: draft.extra === 'wide' ? 'none' : 'wide' } };
  if (key === 'n') return { kind: 'draft', draft: { ...draft, extra: draft.extra === 'noBall' ? 'none' : 'noBall' } };
  if (key === 'enter') return { kind: 'send' };
  if (key === 'escape') return { kind: 'dead' };
  return undefined;
};
