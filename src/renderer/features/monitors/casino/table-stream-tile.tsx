import { useCallback, useState } from 'react';
import { HlsTile } from '../video/hls-tile';
import classes from './casino.module.css';
import type { TableStream } from './table-streams';

/**
 * A table's stream as its configuration says: with `autoplay` it plays at once, otherwise it waits for a
 * press; muted unless `sound`. Once playing, a press turns the sound on or off (as on the video walls). A
 * browser that refuses to start a video with sound by itself (Electron allows it) gets it muted, playing.
 * Keyed by its stream and those two flags by the card, so a change of either starts it afresh.
 */
export function TableStreamTile({ tableStream, caption }: { tableStream: TableStream; caption: string }) {
  const { stream, flags } = tableStream;
  const [waiting, setWaiting] = useState(!flags.autoplay);
  const [withSound, setWithSound] = useState(flags.sound);
  const press = () => (waiting ? setWaiting(false) : setWithSound((on) => !on));
  const mute = useCallback(() => setWithSound(false), []);
  return (
    <div className={classes.stream}>
      <HlsTile stream={stream} caption={caption} focused={withSound && !waiting} paused={waiting} onToggleFocus={press} onPlayRefused={mute} />
    </div>
  );
}
