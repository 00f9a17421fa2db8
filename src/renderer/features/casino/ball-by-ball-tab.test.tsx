// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { Ball } from '@shared/contract/casino';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { testTable } from '../monitors/casino/test-casino';
import { BallByBallTab } from './ball-by-ball-tab';

const CRICKET = testTable('5f00000000000000000000c2', 'Cricket 20-20', { game: 'cricket20', provider: 'house' });
const BALL: Ball = { _id: '5f00000000000000000000b1', eventId: CRICKET._id, innings: 1, over: 0, ball: 1, runs: 4, wicket: false, commentary: 'Four', media: null, updatedAt: '2026-01-05T09:00:00.000Z' };

const uploadBallMedia = vi.fn(async (input: { _id: string }) => ok({ ...BALL, _id: input._id, media: { type: 'image/png', bytes: 24 } }));
stubBridgeForEachTest(() => {
  uploadBallMedia.mockClear();
  return { casino: { events: async () => ok({ recordsTotal: 1, recordsFiltered: 1, data: [CRICKET] }), balls: async () => ok([BALL]), uploadBallMedia } };
});

/** A PNG's signature and header: 1×1 px, as the exchange reads an image by its content. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1];
const png = (name: string, size = PNG_HEAD.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

const choose = async (file: File) => {
  renderAsAdmin(<BallByBallTab />);
  const button = await screen.findByRole('button', { name: 'Upload media for ball 0.1' });
  const picker = button.parentElement?.querySelector('input[type="file"]') ?? document.querySelector('input[type="file"]');
  fireEvent.change(picker as HTMLInputElement, { target: { files: [file] } });
  return button;
};

describe('the ball-by-ball media upload', () => {
  it('says at once that a file over the limit is too big, on the ball’s media, and sends nothing', async () => {
    const button = await choose(png('boundary.png', 5_557_453));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe('boundary.png: Media: at most 5 MB (this one is 5.56 MB).');
    expect(button.getAttribute('aria-describedby')).toBe(problem.id);
    expect(uploadBallMedia).not.toHaveBeenCalled();
  });

  it('says a file that is neither an image nor an MP4 clip by its content is not media, and sends nothing', async () => {
    await choose(new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('notes.png: Media: an image (PNG, JPEG, GIF, WebP) or an MP4 clip.');
    expect(uploadBallMedia).not.toHaveBeenCalled();
  });

  it('sends an image within the limit as it is', async () => {
    await choose(png('boundary.png'));
    await waitFor(() => expect(uploadBallMedia).toHaveBeenCalledTimes(1));
    const sent = uploadBallMedia.mock.calls[0]?.[0] as unknown as { _id: string; media: { name: string; bytes: Uint8Array } };
    expect(sent._id).toBe(BALL._id);
    expect([sent.media.name, sent.media.bytes.length]).toEqual(['boundary.png', PNG_HEAD.length]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
