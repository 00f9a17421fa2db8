import { Badge, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { contract } from '@shared/contract';
import type { Scoreboard, ScoreEntry } from '@shared/contract/score';
import { oversText, type Extra } from '@shared/score';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { createUserState } from '@renderer/app/session/user-state';
import { formatTime } from '@renderer/lib/format';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import { CommentaryForm } from './commentary-form';
import { QueueStatus } from './queue-status';
import { useSendQueue } from './use-send-queue';

const EXTRA_KEYS: Record<string, Extra> = { d: 'wide', n: 'noBall', b: 'bye', l: 'legBye' };
const EXTRA_LABELS: Record<Extra, string> = { none: 'Normal', wide: 'Wide (D)', noBall: 'No-ball (N)', bye: 'Bye (B)', legBye: 'Leg-bye (L)' };
const FOOTBALL_KEYS: Record<string, Omit<Extract<ScoreEntry, { sport: 'football' }>, 'sport' | 'eventId'>> = {
  '1': { side: 'home', incident: 'goal' },
  '2': { side: 'away', incident: 'goal' },
  y: { side: 'home', incident: 'yellowCard' },
  u: { side: 'away', incident: 'yellowCard' },
  r: { side: 'home', incident: 'redCard' },
  t: { side: 'away', incident: 'redCard' },
};

/** The match chosen on the desk, kept by the window for its user: another tab (or screen) and back shows it still. */
const useChosenMatch = createUserState<string | null>(null);

/**
 * The score desk: one live match scored from the keyboard. Cricket: 0–6 runs, W a wicket, D/N/B/L make the
 * next delivery a wide, no-ball, bye or leg-bye. Football: 1/2 a goal, Y/U a yellow card, R/T a red card
 * (home/away). Every entry is confirmed by the exchange before the board changes, and reaches every window.
 * Keys typed faster than the exchange answers wait in order; a refusal says so and drops the ones after it.
 */
export function ScoreDesk() {
  const boards = useOperation(contract.score.scores, {});
  const [eventId, setEventId] = useChosenMatch();
  const board = boards.data?.find((b) => b.eventId === eventId) ?? boards.data?.[0];
  return (
    <Stack gap="sm" component="section" aria-label="Score desk">
      <Select label="Match" data={(boards.data ?? []).map((b) => ({ value: b.eventId, label: b.eventName }))} value={board?.eventId ?? null} onChange={setEventId} allowDeselect={false} w={360} />
      {board && <Board key={board.eventId} board={board} />}
    </Stack>
  );
}

function Board({ board }: { board: Scoreboard }) {
  const add = useOperationMutation(contract.score.addScore);
  const [extra, setExtra] = useState<Extra>('none');
  // Keys typed while an entry is on its way wait their turn, each sent once the one before is confirmed.
  const queue = useSendQueue<ScoreEntry>((entry) => add.mutateAsync(entry));
  const enter = (entry: ScoreEntry) => {
    queue.push(entry);
    setExtra('none');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A held key's repeats are not deliveries: one press, one entry.
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (board.sport === 'cricket') {
      if (/^[0-6]$/.test(key)) enter({ sport: 'cricket', eventId: board.eventId, runs: Number(key), extra, wicket: false });
      // The pending extra goes with the wicket: the exchange refuses a wicket on a wide or a no-ball, with its reason.
      else if (key === 'w') enter({ sport: 'cricket', eventId: board.eventId, runs: 0, extra, wicket: true });
      else if (EXTRA_KEYS[key]) setExtra((current) => (current === EXTRA_KEYS[key] ? 'none' : (EXTRA_KEYS[key] ?? 'none')));
      else return;
    } else {
      const incident = FOOTBALL_KEYS[key];
      if (!incident) return;
      enter({ sport: 'football', eventId: board.eventId, ...incident });
    }
    event.preventDefault();
  };
  return (
    <Paper withBorder p="md" tabIndex={0} onKeyDown={onKeyDown} aria-label={`Scoring ${board.eventName}: type to score`} aria-busy={queue.state.waiting > 0}>
      <Stack gap="xs">
        <Title order={3} aria-live="polite" data-testid="score-summary">
          {board.summary}
        </Title>
        <QueueStatus state={queue.state} />
        {board.cricket && (
          <Group gap={4} aria-label="This over">
            {board.cricket.thisOver.map((ball, index) => (
              <Badge key={index} variant="light" color={ball === 'W' ? 'red' : /wd|nb/.test(ball) ? 'yellow' : 'blue'}>
                {ball}
              </Badge>
            ))}
            <Text size="sm" c="dimmed">
              Overs {oversText(board.cricket.balls)} · extras {board.cricket.extras}
            </Text>
          </Group>
        )}
        {board.sport === 'cricket' ? (
          <LabelledSegments size="xs" labels={EXTRA_LABELS} value={extra} onChange={setExtra} aria-label="Next delivery" />
        ) : (
          <Text size="sm" c="dimmed">
            Keys: 1 / 2 goal {board.home} / {board.away}; Y / U yellow card; R / T red card.
          </Text>
        )}
        {board.sport === 'cricket' && (
          <Text size="sm" c="dimmed">
            Keys: 0–6 runs, W wicket; D, N, B, L make the next delivery a wide, no-ball, bye or leg-bye.
          </Text>
        )}
        <CommentaryForm eventId={board.eventId} />
        <Stack gap={2} aria-label="Commentary">
          {board.commentary.map((c, i) => (
            <Text key={i} size="sm">
              {formatTime(c.at)} — {c.text}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
