import type { ReactNode } from 'react';
import { SELECTION_STATUS_LABELS } from '@shared/catalogue';
import type { LiveMarket } from '@shared/contract/live';
import classes from '../frame/monitors.module.css';

type Selection = LiveMarket['selections'][number];

/** A selection as its name says it, with its status where it takes no bet ("3 goals (suspended)"). */
const named = (s: Selection): string => (s.status === 'active' ? s.name : `${s.name} (${SELECTION_STATUS_LABELS[s.status].toLowerCase()})`);

/** "2 more selections: 3 goals, 4 or more goals": the selections past the grid's columns, named. */
export const moreWords = (more: readonly Selection[]): string =>
  `${more.length} more ${more.length === 1 ? 'selection' : 'selections'}: ${more.map(named).join(', ')}`;

/**
 * One selection's cell of a market row: its name, then its prices (`children`), or, where it takes no bet
 * (suspended or removed on its desk), its status in their place: a price there is no offer. The last column
 * says how many selections the grid has no column for ("+2 more", named on hover and to a screen reader).
 * Rendered with the market (rarely), never per price tick.
 */
export function RunnerCell({ selection, more, children }: { selection: Selection; more: readonly Selection[]; children: ReactNode }) {
  const name = (
    <span className={`${classes.dimmed} ${classes.runnerName}`} title={selection.name}>
      {selection.name}
    </span>
  );
  const words = more.length > 0 ? moreWords(more) : '';
  return (
    <span className={classes.runner} role="gridcell">
      {more.length === 0 ? (
        name
      ) : (
        <span className={classes.runnerHead}>
          {name}
          <span className={`${classes.dimmed} ${classes.more}`} title={words} aria-label={words}>
            +{more.length} more
          </span>
        </span>
      )}
      {selection.status === 'active' ? (
        children
      ) : (
        <span className={classes.selectionOff} title={`${named(selection)}: no bet is taken on it.`}>
          {SELECTION_STATUS_LABELS[selection.status]}
        </span>
      )}
    </span>
  );
}
