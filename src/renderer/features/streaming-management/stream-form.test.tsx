// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import type { EventStream, ProbeResult } from '@shared/contract/streaming';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { StreamFormModal } from './stream-form';

const FAILED: ProbeResult = { reachable: false, playlistValid: false, bitrateKbps: null, segments: 0, live: false, problem: 'The host did not answer.', checkedAt: '2026-11-28T10:00:00.000Z' };
const PLAYING: ProbeResult = { reachable: true, playlistValid: true, bitrateKbps: 2500, segments: 6, live: true, problem: null, checkedAt: '2026-11-28T12:00:00.000Z' };
const STREAM = {
  _id: '5f00000000000000000000b1',
  name: 'Court 1',
  url: 'https://video.example/court1.m3u8',
  kind: 'sports',
  device: '',
  targetType: 'event',
  targetId: '5f00000000000000000000c1',
  targetName: 'Alcaraz v Sinner',
  appId: null,
  appName: null,
  section: null,
  probe: FAILED,
  updatedAt: '2026-11-28T10:00:00.000Z',
} as EventStream;

stubBridgeForEachTest(() => ({
  streaming: { apps: async () => ok([]), probe: async () => ok(PLAYING) },
  catalogue: { events: async () => ok({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }) },
}));

describe('a stream’s Edit', () => {
  it('waits for a change, and a new check of the same URL is one: Save stores the new result', async () => {
    renderAsAdmin(<StreamFormModal opened editing={STREAM} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit stream' });
    const save = () => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save().title).toBe('Nothing changed yet'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check stream' }));
    await waitFor(() => expect(save().disabled).toBe(false));
  });
});
