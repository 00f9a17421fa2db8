// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_END_NOT_AFTER_START, type Banner } from '@shared/contract/content';
import { ZoneChoice } from '@renderer/app/display/zone-choice-fixture';
import { setFormatSettings } from '@renderer/lib/format';
import { sendOnlyBridge } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { BannerFormModal } from './banner-form';

const saveBanner = sendOnlyBridge('content', 'saveBanner');
const editing: Banner = {
  _id: '0123456789abcdef01234567',
  title: 'IPL Specials',
  link: '',
  site: 'main',
  startAt: null,
  endAt: null,
  status: 'draft',
  width: 1200,
  height: 300,
  imageType: 'image/png',
  imageBytes: 10,
  sequence: 0,
  live: false,
  updatedAt: '2026-11-28T00:00:00.000Z',
};

const openEdit = (banner: Banner = editing) => renderWithProviders(<BannerFormModal opened editing={banner} onClose={vi.fn()} />);
afterEach(() => setFormatSettings({ timeZone: undefined }));

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const setWallTime = (label: 'Start' | 'End', value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const endMessage = () => screen.queryByText(BANNER_END_NOT_AFTER_START);

/** End says the schedule must end after it starts, and Save is off. */
const expectEndRefused = async () => {
  expect(await screen.findByText('End: after the start.')).toBeTruthy();
  expect(save().disabled).toBe(true);
};

/** End's message is gone, and Save is on again. */
const expectEndTaken = async () => {
  await waitFor(() => expect(endMessage()).toBeNull());
  expect(save().disabled).toBe(false);
};

describe('the banner schedule', () => {
  it('says on End that it must be after the start, and offers no Save, until it is', async () => {
    openEdit();
    // Nothing changed yet: nothing to send.
    await waitFor(() => expect(save().title).toBe('Nothing changed yet'));
    expect(save().getAttribute('aria-disabled')).toBe('true');
    setWallTime('Start', '2026-12-02T10:00');
    setWallTime('End', '2026-12-01T10:00');
    await expectEndRefused();
    expect(screen.getByLabelText('End').getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(save().closest('form') as HTMLFormElement);
    expect(saveBanner).not.toHaveBeenCalled();

    setWallTime('End', '2026-12-02T10:00');
    expect(endMessage()).toBeTruthy();
    expect(save().disabled).toBe(true);

    setWallTime('End', '2026-12-03T10:00');
    await expectEndTaken();
  });

  it('moves the message on End as Start changes: shown when Start passes End, gone when it is back before', async () => {
    openEdit();
    setWallTime('End', '2026-12-01T10:00');
    setWallTime('Start', '2026-12-05T10:00');
    await expectEndRefused();
    setWallTime('Start', '2026-11-30T10:00');
    await expectEndTaken();
  });

  it('takes a schedule open at either end', async () => {
    openEdit();
    setWallTime('Start', '2026-12-02T10:00');
    await waitFor(() => expect(save().disabled).toBe(false));
    setWallTime('Start', '');
    setWallTime('End', '2026-12-01T10:00');
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(endMessage()).toBeNull();
  });

  it('shows a scheduled start as the console writes a moment, in the zone times are shown in, and saves it to the second', async () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    openEdit({ ...editing, startAt: '2026-12-01T04:30:15.000Z' });
    const start = screen.getByLabelText('Start') as HTMLInputElement;
    expect(start.value).toBe('Dec 1, 2026, 10:00:15 AM');
    setWallTime('End', 'Dec 2, 2026 9:30 PM');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.submit(save().closest('form') as HTMLFormElement);
    await waitFor(() => expect(saveBanner).toHaveBeenCalled());
    expect(saveBanner.mock.calls[0]?.[0]).toMatchObject({ startAt: '2026-12-01T04:30:15.000Z', endAt: '2026-12-02T16:00:00.000Z' });
  });

  it('starts again from the banner on a zone change (another window’s), so a saved start never moves', async () => {
    renderWithProviders(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <BannerFormModal opened editing={{ ...editing, startAt: '2026-12-01T04:30:15.000Z' }} onClose={vi.fn()} />
      </ZoneChoice>,
    );
    const start = () => (screen.getByLabelText('Start') as HTMLInputElement).value;
    expect(start()).toBe('Dec 1, 2026, 10:00:15 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC', hidden: true }));
    await waitFor(() => expect(start()).toBe('Dec 1, 2026, 4:30:15 AM'));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'IPL Finals' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.submit(save().closest('form') as HTMLFormElement);
    await waitFor(() => expect(saveBanner).toHaveBeenCalled());
    expect(saveBanner.mock.calls[0]?.[0]).toMatchObject({ title: 'IPL Finals', startAt: '2026-12-01T04:30:15.000Z' });
  });
});

describe('the banner image', () => {
  /** A PNG's signature and header: `width`×`height` px, as the exchange reads an image by its content. */
  const png = (name: string, width: number, height: number) => {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return new File([bytes], name, { type: 'image/png' });
  };
  /** `file` whose bytes are read only once `release` is called (a large file, a slow disk). */
  const heldBack = (file: File) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const bytes = file.arrayBuffer();
    file.arrayBuffer = () => released.then(() => bytes);
    return { file, release };
  };
  const submitAndSentImage = async () => {
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.submit(save().closest('form') as HTMLFormElement);
    await waitFor(() => expect(saveBanner).toHaveBeenCalled());
    return (saveBanner.mock.calls[0]?.[0] as { image?: { name: string } }).image?.name;
  };
  const pick = (file: File) => fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
  const openInZones = () =>
    renderWithProviders(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <BannerFormModal opened editing={editing} onClose={vi.fn()} />
      </ZoneChoice>,
    );
  const changeZone = async () => {
    const start = screen.getByLabelText('Start');
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC', hidden: true }));
    // Started again: a new Start field.
    await waitFor(() => expect(screen.getByLabelText('Start')).not.toBe(start));
  };

  it('keeps the file chosen across a zone change: its name and preview still shown, and Save sends it', async () => {
    openInZones();
    pick(png('ipl-final.png', 1200, 300));
    await screen.findByRole('img', { name: 'The chosen image' });
    await changeZone();
    expect(screen.getByText('ipl-final.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The chosen image' })).toBeTruthy();
    // The new image alone is the change: Save is on for it.
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.submit(save().closest('form') as HTMLFormElement);
    await waitFor(() => expect(saveBanner).toHaveBeenCalled());
    const sent = saveBanner.mock.calls[0]?.[0] as { image?: { name: string; type: string; bytes: Uint8Array } };
    expect([sent.image?.name, sent.image?.type, sent.image?.bytes.length]).toEqual(['ipl-final.png', 'image/png', 24]);
  });

  it('keeps a refused file and why across a zone change, and sends no image', async () => {
    openInZones();
    pick(png('tiny.png', 100, 100));
    const problem = 'tiny.png: Image: 100×100 px; a banner is 320–3000 px wide and 50–1500 px high.';
    await screen.findByText(problem);
    await changeZone();
    expect(screen.getByText('tiny.png')).toBeTruthy();
    expect(screen.getByText(problem)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'The chosen image' })).toBeNull();
    // No image to send, nothing else changed: nothing to save.
    expect(save().getAttribute('aria-disabled')).toBe('true');
  });

  it('reads again a file still being read as a zone change starts the form again, and Save sends it', async () => {
    openInZones();
    const { file, release } = heldBack(png('ipl-final.png', 1200, 300));
    pick(file);
    await changeZone();
    expect(screen.getByText('ipl-final.png')).toBeTruthy();
    release();
    await screen.findByRole('img', { name: 'The chosen image' });
    expect(await submitAndSentImage()).toBe('ipl-final.png');
  });

  it('sends the file picked last, not one picked before whose read ends later', async () => {
    openEdit();
    const first = heldBack(png('first.png', 1200, 300));
    pick(first.file);
    pick(png('second.png', 1200, 300));
    await screen.findByRole('img', { name: 'The chosen image' });
    first.release();
    expect(await submitAndSentImage()).toBe('second.png');
    expect(screen.getByText('second.png')).toBeTruthy();
  });
});
