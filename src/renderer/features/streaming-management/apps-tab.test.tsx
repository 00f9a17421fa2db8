// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import type { StreamApp } from '@shared/contract/streaming';
import { pressEnterOnRow } from '@renderer/components/row-enter.testing';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { AppsTab } from './apps-tab';

const EVENING: StreamApp = { _id: '5f00000000000000000000a1', name: 'Evening', kind: 'sports', notes: 'Studio B', streamCount: 2 };

stubBridgeForEachTest(() => ({ streaming: { apps: async () => ok([EVENING]) } }));

describe('the Stream apps tab', () => {
  it('opens a row’s Edit with Enter, filled with the row', async () => {
    renderAsAdmin(<AppsTab />);
    await pressEnterOnRow('Evening');
    const dialog = await screen.findByRole('dialog', { name: 'Edit stream app' });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Evening');
  });
});
