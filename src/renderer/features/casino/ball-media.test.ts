// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BALL_MEDIA_MAX_BYTES } from '@shared/contract/casino';
import { readBallMedia } from './ball-media';

const sized = (size: number, head: number[] = []) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], 'clip.mp4', { type: 'video/mp4' });
};
/** An MP4 clip's start: a box size, then `ftyp` at byte 4. */
const MP4_HEAD = [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0];

describe('a ball’s media, checked before it is sent', () => {
  it('says its limit in the console’s sizes (1 MB = 1,000,000 bytes): the 5 MiB the exchange takes, and a byte over it, never as the limit', async () => {
    expect(await readBallMedia(sized(BALL_MEDIA_MAX_BYTES + 1))).toEqual({ problem: 'clip.mp4: Media: at most 5 MB (this one is 5.01 MB).' });
  });

  it('takes an MP4 clip of exactly the limit, by its content', async () => {
    const read = await readBallMedia(sized(BALL_MEDIA_MAX_BYTES, MP4_HEAD));
    expect('media' in read && read.media.bytes.length).toBe(BALL_MEDIA_MAX_BYTES);
  });
});
