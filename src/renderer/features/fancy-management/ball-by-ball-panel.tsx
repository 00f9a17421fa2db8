import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { contract } from '@shared/contract';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { CanCall } from '@renderer/components/can-call';
import { DeskHints } from '@renderer/components/desks/desk-hints';
import { ballAction, BALL_KEYS, EMPTY_BALL, type BallDraft } from './ball-keys';
import { usePanelFocus } from './use-panel-focus';

const draftLabel = (d: BallDraft) => `${d.runs} run${d.runs === 1 ? '' : 's'}${d.wicket ? ', wicket' : ''}${d.extra === 'wide' ? ', wide' : d.extra === 'noBall' ? ', no-ball' : ''}`;

/**
 * The ball-by-ball feed of the event, keyed as a scorer would: B as the bowler runs in (the event's open
 * fancy markets go to ball running, no bets), then what the ball did and Enter (the markets open again), or
 * Escape for a dead ball. Each entry waits for the exchange; nothing shows before it confirms. The keyboard
 * stays on the panel while its buttons change, so the scorer keys ball after ball without clicking it again.
 */
export function BallByBallPanel({ eventId }: { eventId: string }) {
  const state = useOperation(contract.fancyPlay.balls, { eventId }, { spinner: false });
  const ball = useOperationMutation(contract.fancyPlay.ball, { spinner: false });
  const [draft, setDraft] = useState<BallDraft>(EMPTY_BALL);
  const live = state.data?.ballRunning ?? false;
  const { panel, keep, replaceable } = usePanelFocus<HTMLElement>();
  const send = (action: 'bowl' | 'deliver' | 'dead') => {
    if (ball.isPending) return;
    keep();
    ball.mutate({ eventId, action, ...(action === 'deliver' ? draft : {}) }, { onSuccess: () => setDraft(EMPTY_BALL) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    const action = ballAction(event, live, draft);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'draft') setDraft(action.draft);
    else send(action.kind === 'bowl' ? 'bowl' : action.kind === 'send' ? 'deliver' : 'dead');
  };
  return (
    <CanCall op={contract.fancyPlay.ball}>
      <Paper ref={panel} withBorder p="sm" component="section" aria-label="Ball-by-ball" tabIndex={0} onKeyDown={onKeyDown} data-testid="ball-by-ball">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Ball-by-ball
          </Title>
          <Group gap="xs">
            <Text size="sm" fw={600} data-testid="score">
              {state.data ? `${state.data.runs}/${state.data.wickets} (${state.data.overs} ov)` : ''}
            </Text>
            {live ? <Badge color="yellow">Ball running</Badge> : <Badge variant="light">Between balls</Badge>}
          </Group>
        </Group>
        <Group gap="xs" mt="xs">
          {live ? (
            <>
              <Text size="sm" aria-live="polite">
                This ball: {draftLabel(draft)}
              </Text>
              <Button ref={replaceable} size="compact-sm" onClick={() => send('deliver')} loading={ball.isPending}>
                Send ball
              </Button>
              <Button ref={replaceable} size="compact-sm" variant="default" onClick={() => send('dead')}>
                Dead ball
              </Button>
            </>
          ) : (
            <Button ref={replaceable} size="compact-sm" onClick={() => send('bowl')} loading={ball.isPending}>
              Ball in play
            </Button>
          )}
        </Group>
        <Group gap={6} mt="xs" role="group" aria-label="Recent balls">
          {(state.data?.recent ?? []).map((d) => (
            <Badge key={d.seq} variant="outline" color={d.wicket ? 'red' : d.runs >= 4 ? 'green' : 'gray'} title={`${d.ball} by ${d.by ?? '—'}`}>
              {d.label}
            </Badge>
          ))}
        </Group>
        <DeskHints keys={BALL_KEYS} label="Scorer keys" />
      </Paper>
    </CanCall>
  );
}
