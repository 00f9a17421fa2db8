import { Text } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { EventStream } from '@shared/contract/streaming';
import { monitorTitle, TILES_PER_WALL } from '@shared/contract/windows';
import { useOperation } from '@renderer/app/data/use-operation';
import { MonitorFrame } from '../frame/monitor-frame';
import { polledStatus } from '../frame/polled-status';
import type { MonitorProps } from '../registry/monitor-kind';
import { HlsTile } from './hls-tile';
import classes from './video.module.css';

/** The streams of a wall (eight, by the order of Streaming Management) or of a section (those assigned to it). */
export const streamsOf = (kind: 'wall' | 'section', slot: number, streams: readonly EventStream[]): EventStream[] =>
  kind === 'wall' ? streams.slice((slot - 1) * TILES_PER_WALL, slot * TILES_PER_WALL) : streams.filter((stream) => stream.section === slot);

/** A video wall or section: its streams playing muted, one focused with sound, each with its event's live score. */
export function VideoWall({ monitorRef, enabled, header }: MonitorProps) {
  const streams = useOperation(contract.streaming.playerStreams, {}, { enabled, spinner: false });
  const scores = useOperation(contract.score.scores, {}, { enabled, spinner: false, errorToast: false });
  const [focused, setFocused] = useState<string | null>(null);
  const kind = monitorRef.kind === 'section' ? 'section' : 'wall';
  const shown = streamsOf(kind, monitorRef.slot, streams.data ?? []);
  const scoreOf = (stream: EventStream) => scores.data?.find((board) => board.eventId === stream.targetId)?.summary ?? '';
  return (
    <MonitorFrame
      header={header}
      status={polledStatus(streams)}
      filters={null}
      hints={[['Tab', 'move between tiles'], ['Enter', 'focus a tile with sound, again to mute']]}
    >
      {streams.isSuccess && shown.length === 0 ? (
        <Text c="dimmed">No stream is assigned here. Streams are added in Streaming Management.</Text>
      ) : (
        <div className={classes.wall} role="group" aria-label={`${monitorTitle(monitorRef)} streams`}>
          {shown.map((stream) => (
            <HlsTile
              key={stream._id}
              stream={stream}
              caption={scoreOf(stream)}
              focused={focused === stream._id}
              onToggleFocus={() => setFocused((current) => (current === stream._id ? null : stream._id))}
            />
          ))}
        </div>
      )}
    </MonitorFrame>
  );
}
