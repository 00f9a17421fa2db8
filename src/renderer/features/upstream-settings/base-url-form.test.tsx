// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { UpstreamStatus } from '@shared/contract/upstream-settings';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { BaseUrlForm } from './base-url-form';

const statusAt = (baseUrl: string): UpstreamStatus => ({ upstream: 'dnsProvider', baseUrl, source: 'settings' });
const field = () => screen.getByRole('textbox', { name: /^DNS provider base URL/ }) as HTMLInputElement;

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('an upstream base URL field', () => {
  it('shows a URL saved elsewhere unless the user is typing one, without being drawn afresh', () => {
    let saveElsewhere: (baseUrl: string) => void = () => undefined;
    function Screen() {
      const [status, setStatus] = useState(statusAt('https://dns-a.example.com'));
      saveElsewhere = (baseUrl) => setStatus(statusAt(baseUrl));
      return <BaseUrlForm status={status} label="DNS provider" />;
    }
    renderAsAdmin(<Screen />);
    const before = field();
    act(() => saveElsewhere('https://dns-b.example.com'));
    expect(field().value).toBe('https://dns-b.example.com');
    expect(field()).toBe(before);
    fireEvent.change(field(), { target: { value: 'https://dns-typed.example.com' } });
    act(() => saveElsewhere('https://dns-c.example.com'));
    expect(field().value).toBe('https://dns-typed.example.com');
  });

  it('shows the default after Use default, even over a typed URL, and is clean again', async () => {
    const DEFAULT = 'http://127.0.0.1:4300';
    (window as unknown as { exchange: unknown }).exchange = {
      upstreamSettings: { setBaseUrl: vi.fn(async () => ok([{ upstream: 'dnsProvider', baseUrl: DEFAULT, source: 'demo' }])) },
    };
    renderAsAdmin(<BaseUrlForm status={statusAt('https://dns-a.example.com')} label="DNS provider" />);
    fireEvent.change(field(), { target: { value: 'https://dns-typed.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use default' }));
    await vi.waitFor(() => expect(field().value).toBe(DEFAULT));
    expect((screen.getByRole('button', { name: 'Save URL' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says at once that a URL with a user name or password is refused: Save stays off and no host question is asked', async () => {
    const setBaseUrl = vi.fn(async () => ok([]));
    (window as unknown as { exchange: unknown }).exchange = { upstreamSettings: { setBaseUrl } };
    const keyed: UpstreamStatus = { upstream: 'gameProvider', baseUrl: 'https://games.example.com', source: 'settings', keySet: true };
    renderAsAdmin(<BaseUrlForm status={keyed} label="Game provider" />);
    const gameField = screen.getByRole('textbox', { name: /^Game provider base URL/ });
    fireEvent.change(gameField, { target: { value: 'https://user:pw@games.example.com' } });
    expect(await screen.findByText('Base URL: must not carry a user name or password.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save URL' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(gameField);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(setBaseUrl).not.toHaveBeenCalled();
  });

  // Main's rule for each upstream, in main's words, as the URL is typed; a good address then clears it.
  const node: UpstreamStatus = { upstream: 'whiteLabelNode', baseUrl: 'http://203.0.113.9:8001', source: 'settings' };
  const geolocation: UpstreamStatus = { upstream: 'geolocation', baseUrl: 'https://maps.example.com/json/{ip}?key={key}', source: 'settings', keySet: false };
  it.each<[string, string, string, string, UpstreamStatus]>([
    ['DNS provider', 'https://dns-b.example.com/?zone=a', 'Base URL: must not have a query; main adds what the calls need.', 'https://dns-b.example.com', statusAt('https://dns-a.example.com')],
    ['DNS provider', 'https://dns-b.example.com/#a', 'Base URL: must not have a #fragment.', 'https://dns-b.example.com', statusAt('https://dns-a.example.com')],
    ['White-label node', 'http://node.example.com:8001', 'Base URL: must be a raw IP address, as the node is provisioned.', 'http://203.0.113.10:8001', node],
    ['Geolocation', 'https://maps.example.com/json/{ip}', 'Base URL: must contain {key} exactly once.', 'https://maps.example.com/v2/{ip}?key={key}', geolocation],
  ])('%s: says at once that %s is refused ("%s"), keeps Save off and sends nothing', async (label, typed, message, good, status) => {
    const setBaseUrl = vi.fn(async () => ok([]));
    (window as unknown as { exchange: unknown }).exchange = { upstreamSettings: { setBaseUrl } };
    renderAsAdmin(<BaseUrlForm status={status} label={label} />);
    const urlField = screen.getByRole('textbox', { name: new RegExp(`^${label} base URL`) });
    const saveButton = () => screen.getByRole('button', { name: 'Save URL' }) as HTMLButtonElement;
    fireEvent.change(urlField, { target: { value: typed } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.submit(urlField);
    expect(setBaseUrl).not.toHaveBeenCalled();
    fireEvent.change(urlField, { target: { value: good } });
    await vi.waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(saveButton().disabled).toBe(false);
  });
});
