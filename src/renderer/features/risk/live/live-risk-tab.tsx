import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SuspendAllControls } from '@renderer/components/suspend-all-controls';
import { AlertsPanel } from './alerts-panel';
import { takeOpenedFromToast } from './alert-toast';
import { BetsLevel } from './bets-level';
import { stepTitle, useDrillPath, type DrillStep } from './drill-steps';
import type { LevelProps } from './level-props';
import { MarketsLevel } from './markets-level';
import { useOpenAtMarket } from './open-at-market';
import { isOwnKeyEvent } from './own-key-event';
import { OutcomesLevel } from './outcomes-level';
import { PuntersLevel } from './punters-level';
import { StatementLevel } from './statement-level';
import { ThresholdsPanel, type ThresholdTarget } from './thresholds-panel';
import { useMuteAlertSound, useRiskAlerts } from './use-risk-alerts';
import { useRiskSuspend } from '@renderer/components/use-risk-suspend';

function Level({ step, props }: { step: DrillStep; props: LevelProps }) {
  switch (step.level) {
    case 'markets':
      return <MarketsLevel {...props} />;
    case 'outcomes':
      return <OutcomesLevel {...props} marketId={step.marketId} title={step.title} />;
    case 'punters':
      return <PuntersLevel {...props} marketId={step.marketId} outcomeId={step.outcomeId} />;
    case 'bets':
      return <BetsLevel {...props} userName={step.userName} />;
    case 'statement':
      return <StatementLevel userName={step.userName} />;
  }
}

/**
 * Live risk: the markets of largest exposure (read every second), the window's alerts when a market or punter
 * goes above the risk user's thresholds (raised by RiskAlertWatcher, visible and audible, with a mute kept
 * for the user in the window), S to suspend the focused market, suspend all with its typed confirmation, and
 * the keyboard drill-down from a market to a punter's statement; Enter goes in, Escape comes back the way the
 * trader came. An address naming a market (`?market=ID`, the risk monitor's Enter) opens straight at its outcomes.
 * Opened from the alert toast, or once an alert's Suspend market has done its work and no other alert is left
 * to go to, the keyboard is on the list's current row, not the page.
 */
export function LiveRiskTab() {
  const [muted, setMuted] = useMuteAlertSound();
  const [context, setContext] = useState<ThresholdTarget | null>(null);
  const { alerts, dismiss, beeps, thresholds, isBreached } = useRiskAlerts();
  const { suspend } = useRiskSuspend();
  const { path, current, goIn, back, jump } = useDrillPath();
  useOpenAtMarket(jump);
  const drillDown = useRef<HTMLDivElement>(null);
  // The current level's table is one Tab stop: its current row.
  const focusList = () => drillDown.current?.querySelector<HTMLElement>('tbody tr[tabindex="0"]')?.focus();
  // Opened by the alert toast's Open (gone with the toast): the list's current row takes the keyboard once drawn.
  useEffect(() => {
    if (takeOpenedFromToast()) jump([]);
  }, [jump]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape in a dialog opened from the drill-down (Void) closes the dialog only.
    if (event.key !== 'Escape' || path.length < 2 || !isOwnKeyEvent(event)) return;
    event.preventDefault();
    event.stopPropagation();
    back();
  };
  const props: LevelProps = { focusIndex: current.focus, goIn, onContext: setContext, suspend, isBreached };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <ThresholdsPanel thresholds={thresholds} context={context ? [context] : []} />
        <Stack gap={6} align="flex-end">
          <Switch label="Mute alert sound" checked={muted} onChange={(e) => setMuted(e.currentTarget.checked)} />
          <SuspendAllControls focusList={focusList} />
        </Stack>
      </Group>
      <AlertsPanel
        alerts={alerts}
        beeps={beeps}
        onDismiss={dismiss}
        onOpen={(a) => jump(a.scope === 'market' ? [{ level: 'outcomes', marketId: a.target, title: a.name }] : [{ level: 'bets', userName: a.target }])}
        onSuspend={suspend ? (a) => suspend(a.target, a.name) : null}
        onKeyboardLeft={focusList}
      />
      <Paper ref={drillDown} withBorder p="xs" onKeyDown={onKeyDown}>
        <Group justify="space-between" mb={6}>
          <Breadcrumbs aria-label="Drill-down path">
            {path.map((entry, i) => (i === path.length - 1 ? <Text key={i} size="sm" fw={600}>{stepTitle(entry.step)}</Text> : <Anchor key={i} size="sm" component="span">{stepTitle(entry.step)}</Anchor>))}
          </Breadcrumbs>
          {path.length > 1 && (
            <Button size="compact-xs" variant="subtle" onClick={back}>
              Back (Esc)
            </Button>
          )}
        </Group>
        <Level key={`${path.length}:${JSON.stringify(current.step)}`} step={current.step} props={props} />
        <Text size="xs" c="dimmed" mt={4}>
          ↑ ↓ move · Enter go in · Esc back · S suspend the market
        </Text>
      </Paper>
    </Stack>
  );
}
