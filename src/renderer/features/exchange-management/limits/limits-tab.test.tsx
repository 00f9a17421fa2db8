// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import type { BetLimit } from '@shared/contract/limits';
import { pressEnterOnRow } from '@renderer/components/row-enter.testing';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { LimitsTab } from './limits-tab';

const IPL: BetLimit = {
  betlimitId: 'bl1',
  level: 'competition',
  targetId: '5f00000000000000000000c1',
  targetName: 'Cricket › IPL',
  minStake: 10_000,
  maxStake: 5_000_000,
  maxProfit: 10_000_000,
  maxLiability: 10_000_000,
  updatedAt: '2026-11-27T10:00:00.000Z',
  updatedBy: null,
};

stubBridgeForEachTest(() => ({ limits: { list: async () => ok({ recordsTotal: 1, recordsFiltered: 1, data: [IPL] }), delays: async () => ok([]) } }));

describe('the Bet limits tab', () => {
  it('opens a limit’s Edit with Enter on its row', async () => {
    renderAsAdmin(<LimitsTab />);
    await pressEnterOnRow('Cricket › IPL');
    expect(await screen.findByRole('dialog', { name: 'Bet limit: Cricket › IPL' })).toBeTruthy();
  });
});
