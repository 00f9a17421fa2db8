import { useCallback, useEffect, useRef, useState } from 'react';
import { monitorId, type Channel, type LinkedContext, type MonitorRef, type MonitorView } from '@shared/contract/windows';
import { exchange } from '@renderer/app/exchange';

export type MonitorMode = 'window' | 'embedded';

export interface MonitorState {
  /** False until the saved view has been read. */
  readonly ready: boolean;
  readonly view: MonitorView;
  readonly channel: Channel | null;
  setView(patch: Partial<MonitorView>): void;
  setChannel(channel: Channel | null): void;
  /** Tells the windows of this channel to follow a selection (nothing without a channel). */
  select(context: LinkedContext): void;
}

const SAVE_DELAY_MS = 300;

/** Drops undefined fields: the contract's strict view schema wants them absent. */
const clean = (view: MonitorView): MonitorView => Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined && v !== '')) as MonitorView;

/**
 * A monitor's saved view and channel in the active workspace. A monitor window ties itself to its
 * monitor (attachMonitor); a monitor shown inside the dashboard only reads and writes its state. Changes
 * are saved shortly after they stop; a selection on this window's channel narrows the view to its event.
 */
export function useMonitorState(ref: MonitorRef, mode: MonitorMode, onClosedByLayout?: () => void): MonitorState {
  const [ready, setReady] = useState(false);
  const [view, setViewState] = useState<MonitorView>({});
  const [channel, setChannelState] = useState<Channel | null>(null);
  const channelRef = useRef<Channel | null>(null);
  const viewRef = useRef<MonitorView>({});
  const followRef = useRef<(patch: Partial<MonitorView>) => void>(() => undefined);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { kind, slot } = ref;
  const id = monitorId(ref);

  const load = useCallback(async () => {
    const bridge = exchange().windows;
    if (mode === 'window') {
      const result = await bridge.attachMonitor({ kind, slot });
      if (!result.ok) return;
      setViewState((viewRef.current = result.data.view));
      setChannelState((channelRef.current = result.data.channel));
    } else {
      const result = await bridge.workspaces();
      if (!result.ok) return;
      const saved = result.data.current.monitors.find((m) => m.kind === kind && m.slot === slot);
      setViewState((viewRef.current = saved?.view ?? {}));
      const savedChannel = saved?.channel ?? null;
      setChannelState((channelRef.current = savedChannel));
      await bridge.joinChannel({ channel: savedChannel });
    }
    setReady(true);
  }, [kind, slot, mode]);

  useEffect(() => {
    void load();
    const bridge = exchange().windows;
    const stopContext = bridge.onContext(({ channel: on, context }) => {
      if (on !== channelRef.current) return;
      followRef.current({ sportId: context.sportId, competitionId: context.competitionId, eventId: context.eventId });
    });
    // Another workspace was loaded: a window not in it closes, one in it takes its saved view again.
    const stopLayout = bridge.onLayout(({ open }) => {
      if (mode !== 'window') return;
      if (open.includes(id)) void load();
      else onClosedByLayout?.();
    });
    return () => {
      stopContext();
      stopLayout();
      clearTimeout(saveTimer.current);
    };
  }, [load, id, mode, onClosedByLayout]);

  const setView = useCallback(
    (patch: Partial<MonitorView>) => {
      const next = clean({ ...viewRef.current, ...patch });
      viewRef.current = next;
      setViewState(next);
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void exchange().windows.updateMonitor({ kind, slot, view: next }), SAVE_DELAY_MS);
    },
    [kind, slot],
  );

  useEffect(() => {
    followRef.current = setView;
  }, [setView]);

  const setChannel = useCallback(
    (next: Channel | null) => {
      channelRef.current = next;
      setChannelState(next);
      void exchange().windows.joinChannel({ channel: next });
      if (mode === 'embedded') void exchange().windows.updateMonitor({ kind, slot, channel: next });
    },
    [kind, slot, mode],
  );

  const select = useCallback((context: LinkedContext) => {
    if (channelRef.current) void exchange().windows.selectContext(context);
  }, []);

  return { ready, view, channel, setView, setChannel, select };
}
