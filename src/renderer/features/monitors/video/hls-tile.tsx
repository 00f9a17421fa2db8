import { Badge, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ErrorData } from 'hls.js';
import Hls from 'hls.js/light';
import { useEffect, useRef, useState } from 'react';
import type { EventStream } from '@shared/contract/streaming';
import classes from './video.module.css';

type TileState = 'loading' | 'playing' | 'failed';

/**
 * One stream: HLS played through Media Source buffers by hls.js (no worker: the page's CSP allows none),
 * muted unless it is the focused tile. The tile notes when its first frame was shown (data-first-frame-ms,
 * since it mounted), for the walls' benchmark.
 */
export function HlsTile({ stream, caption, focused, onToggleFocus }: { stream: EventStream; caption: string; focused: boolean; onToggleFocus(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<TileState>('loading');
  const [firstFrameMs, setFirstFrameMs] = useState<number | null>(null);

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
      <video ref={video} className={classes.video} muted={!focused} autoPlay playsInline loop aria-label={`Video of ${stream.targetName}`} />
      <div className={classes.caption}>
        <Text size="xs" fw={600} truncate>
          {stream.targetName}
        </Text>
        <Text size="xs" truncate>
          {caption}
        </Text>
        {state !== 'playing' && (
          <Badge size="xs" color={state === 'failed' ? 'red' : 'gray'}>
            {state === 'failed' ? 'Stream unavailable' : 'Loading'}
          </Badge>
        )}
        {/* The name is what the tile shows, then what a press does. */}
        <VisuallyHidden>: {focused ? 'playing with sound, press to mute' : 'muted, press to focus with sound'}</VisuallyHidden>
      </div>
    </UnstyledButton>
  );
}
