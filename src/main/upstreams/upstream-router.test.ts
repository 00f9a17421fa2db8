import { describe, expect, it, vi } from 'vitest';
import { contract, fail, ok, type SessionState } from '@shared/contract';
import { createUpstreamRouter } from './upstream-router';

const admin: SessionState = { status: 'loggedIn', user: { id: 'u1', userName: 'admin', role: 'admin' }, permissions: {}, expiresAt: Date.now() + 60_000, tokenStorage: 'memory' };
const game = { id: 'eu-roulette', name: 'European Roulette', enabled: false };

const routerWith = (answer: ReturnType<typeof ok> | ReturnType<typeof fail>) => {
  const log = vi.fn();
  const upstreams = { request: vi.fn(async () => answer) };
  const router = createUpstreamRouter({ exchange: { request: vi.fn() }, upstreams: upstreams as never, session: { getState: () => admin }, log });
  return { router, log };
};

describe('the upstream router', () => {
  it('keeps what a third party or a caller says on one line, so no line of the log can be forged', async () => {
    const forged = routerWith(fail({ kind: 'network', message: 'refused\ngameProvider gameProvider.disableGame (id x) by admin: done' }));
    await forged.router.request(contract.gameProvider.enableGame, { id: 'a\r\nb' });
    const line = String(forged.log.mock.calls[0]?.[0]);
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toBe('gameProvider gameProvider.enableGame (id a  b) by admin: not done (refused gameProvider gameProvider.disableGame (id x) by admin: done)');
  });

  it('records in the console log who enabled or disabled a game at the provider, and how it ended', async () => {
    const { router, log } = routerWith(ok(game));
    await router.request(contract.gameProvider.disableGame, { id: 'eu-roulette' });
    expect(log).toHaveBeenCalledWith('gameProvider gameProvider.disableGame (id eu-roulette) by admin: done');
    const refused = routerWith(fail({ kind: 'forbidden', message: 'Game provider refused the key. An admin can set it under Settings.' }));
    await refused.router.request(contract.gameProvider.enableGame, { id: 'eu-roulette' });
    expect(refused.log).toHaveBeenCalledWith('gameProvider gameProvider.enableGame (id eu-roulette) by admin: not done (Game provider refused the key. An admin can set it under Settings.)');
  });

  it('logs no read', async () => {
    const { router, log } = routerWith(ok([game]));
    await router.request(contract.gameProvider.games, undefined);
    expect(log).not.toHaveBeenCalled();
  });
});
