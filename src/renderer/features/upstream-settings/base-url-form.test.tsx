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
});
