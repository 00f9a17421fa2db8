import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MarketFamily, MarketStatus } from '@shared/catalogue';
import { DeskHints } from '@renderer/components/desks/desk-hints';
import { NewsPanel } from '@renderer/components/desks/news-panel';
import { EXCHANGE_DESK_KEYS } from './desk-keys';
import { onDeskStatusKey, StatusButton } from './status-button';

/** The tab of a priced exchange desk (binary, lottery): its market picker, the chosen market's desk and news, and the desk's keys. */
export function ExchangeDeskTab({ picker, chosen, desk }: { picker: ReactNode; chosen: string | null; desk: (marketId: string) => ReactNode }) {
  return (
    <Stack gap="sm">
      {picker}
      {chosen && desk(chosen)}
      {chosen && <NewsPanel family="exchange" targetId={chosen} />}
      <DeskHints keys={EXCHANGE_DESK_KEYS} />
    </Stack>
  );
}

/**
 * A desk on one market: its status button first, pressed by Alt+S anywhere on the desk; none on a market that
 * takes no price nor status change (`locked` says why: see lockedReason).
 */
export function MarketDesk({ family, marketId, status, locked, children }: { family: MarketFamily; marketId: string; status: MarketStatus; locked: string | undefined; children: ReactNode }) {
  return (
    <Stack gap="sm" onKeyDown={onDeskStatusKey}>
      <StatusButton family={family} marketId={marketId} status={status} locked={locked} />
      {children}
    </Stack>
  );
}
