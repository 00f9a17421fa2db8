import { Badge, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ErrorData } from 'hls.js';
import Hls from 'hls.js/light';
import { useEffect, useRef, useState } from 'react';
import type { EventStream } from '@shared/contract/streaming';
import classes from './video.module.css';

type TileState = 'loading' | 'playing' | 'failed';
/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame is there to show. */
const HAVE_CURRENT_DATA = 2;

/**
 * One stream: HLS played through Media Source buffers by hls.js (no worker: the page's CSP allows none),
 * muted unless it is the focused tile. The tile notes when its first frame was shown (data-first-frame-ms,
 * since it mounted), for the walls' benchmark.
 */
export function HlsTile({
  stream,
  caption,
  focused,
  onToggleFocus,
  paused = false,
  onPlayRefused,
}: {
  stream: EventStream;
  caption: string;
  focused: boolean;
  onToggleFocus(): void;
  /** True: the tile loads but waits, paused, until the parent sets it false (on a press); the walls leave it off and play at once. */
  paused?: boolean;
  /** Called when the browser refuses to start the video with sound by itself (its autoplay policy); the parent mutes it. */
  onPlayRefused?: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<TileState>('loading');
  const [firstFrameMs, setFirstFrameMs] = useState<number | null>(null);
  const wasPaused = useRef(paused);

  // Only a change plays or pauses: at mount the autoplay attribute decides, as it always did on the walls.
  useEffect(() => {
    const element = video.current;
    if (!element || wasPaused.current === paused) return;
    wasPaused.current = paused;
    if (paused) element.pause();
    else element.play().catch(() => undefined);
  }, [paused]);

  // Muted again after a refusal, or focused: a video that should play and stands still is started.
  useEffect(() => {
    const element = video.current;
    if (element && !paused && element.paused && element.readyState >= HAVE_CURRENT_DATA) element.play().catch(() => undefined);
  }, [focused, paused]);

  // A browser may refuse to start a video with sound by itself, silently: when it can play and has not, ask.
  useEffect(() => {
    const element = video.current;
    if (!element || !onPlayRefused) return undefined;
    const check = () => {
      if (!element.paused || !element.autoplay) return;
      element.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') onPlayRefused();
      });
    };
    element.addEventListener('canplay', check, { once: true });
    return () => element.removeEventListener('canplay', check);
  }, [onPlayRefused, stream.url]);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const mounted = performance.now();
    const onFrame = () => {
      setFirstFrameMs((known) => known ?? Math.round(performance.now() - mounted));
      setState('playing');
    };
    element.addEventListener('loadeddata', onFrame, { once: true });
    if (!Hls.isSupported()) {
      element.src = stream.url;
      return () => element.removeEventListener('loadeddata', onFrame);
    }
    const hls = new Hls({ enableWorker: false, backBufferLength: 30, maxBufferLength: 8 });
    hls.on(Hls.Events.ERROR, (_event: unknown, data: ErrorData) => {
      if (data.fatal) setState('failed');
    });
    hls.loadSource(stream.url);
    hls.attachMedia(element);
    return () => {
      element.removeEventListener('loadeddata', onFrame);
      hls.destroy();
    };
  }, [stream.url]);

  return (
    <UnstyledButton
      className={focused ? `${classes.tile} ${classes.focused}` : classes.tile}
      onClick={onToggleFocus}
      aria-pressed={focused}
      data-stream-id={stream._id}
      data-first-frame-ms={firstFrameMs ?? undefined}
    >
      <video ref={video} className={classes.video} muted={!focused} autoPlay={!paused} playsInline loop aria-label={`Video of ${stream.targetName}`} />
      <div className={classes.caption}>
        <Text size="xs" fw={600} truncate>
          {stream.targetName}
        </Text>
        <Text size="xs" truncate>
          {caption}
        </Text>
        {state === 'failed' ? (
          <Badge size="xs" color="red">
            Stream unavailable
          </Badge>
        ) : paused ? (
          <Badge size="xs" color="gray">
            Press to play
          </Badge>
        ) : (
          state === 'loading' && (
            <Badge size="xs" color="gray">
              Loading
            </Badge>
          )
        )}
        {/* The name is what the tile shows, then what a press does (a paused tile's badge says it). */}
        {!paused && <VisuallyHidden>: {focused ? 'playing with sound, press to mute' : 'muted, press to focus with sound'}</VisuallyHidden>}
      </div>
    </UnstyledButton>
  );
}
