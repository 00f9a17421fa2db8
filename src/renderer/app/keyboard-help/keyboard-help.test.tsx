// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import { DeskKeyHints } from '@renderer/components/desks/desk-key-hints';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderInRouter } from '@renderer/testing/render-in-router';
import { signedIn } from '@renderer/testing/render-with-providers';
import { commandEntries } from '../search/palette-entries';
import { SearchPalette } from '../search/search-palette';
import { UserMenu } from '../shell/user-menu';
import { KeyboardHelp } from './keyboard-help';

stubBridgeForEachTest(() => ({ search: { everything: async () => ok({ groups: [] }) } }));

const HELP = { name: 'Keyboard shortcuts' };
const helpDialog = () => screen.queryByRole('dialog', HELP);

/** The console's help in the window, and a desk drawn once the button is pressed. */
function LateDesk() {
  const [desk, setDesk] = useState(false);
  return (
    <>
      <KeyboardHelp />
      <button type="button" onClick={() => setDesk(true)}>
        Open the desk
      </button>
      {desk && <DeskKeyHints keys={[{ keys: 'Enter', action: 'send the quote to the exchange' }]} title="Fancy desk keys" />}
    </>
  );
}

describe('the console’s keyboard help', () => {
  it('opens on ? with the console’s keys in groups, and closes on ? again', async () => {
    const user = userEvent.setup();
    renderInRouter(<KeyboardHelp />);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', HELP);
    for (const group of ['Everywhere', 'Search (Ctrl+K)', 'Tables', 'Risk drill-down (Live risk)', 'Monitors', 'Forms', 'Pricing desks']) {
      expect(screen.getByRole('table', { name: group })).toBeTruthy();
    }
    expect(screen.getByRole('table', { name: 'Everywhere' }).textContent).toContain('Ctrl+K, ⌘K');
    expect(dialog.textContent).toContain('suspend the market (market and risk monitors)');
    await user.keyboard('?');
    await waitFor(() => expect(helpDialog()).toBeNull());
  });

  it('closes on Escape and gives the keyboard back to what had it', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <>
        <button type="button">Edit</button>
        <KeyboardHelp />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Edit' });
    opener.focus();
    await user.keyboard('?');
    await screen.findByRole('dialog', HELP);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(helpDialog()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('leaves a ? typed in a text field to the field', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <>
        <TextInput label="Search" />
        <KeyboardHelp />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'why?');
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('why?');
    expect(helpDialog()).toBeNull();
  });

  it('stands aside on a desk: ? opens the desk’s own help only, however late the desk was drawn', async () => {
    const user = userEvent.setup();
    // The console's help listens first: the desk comes later, as when the trader opens a desk.
    renderInRouter(<LateDesk />);
    await user.click(screen.getByRole('button', { name: 'Open the desk' }));
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Fancy desk keys' });
    expect(helpDialog()).toBeNull();
    await user.keyboard('?');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fancy desk keys' })).toBeNull());
    expect(helpDialog()).toBeNull();
  });

  it('is a line of the search palette, found by "shortcut", "keys", "keyboard" or "help", that opens it', async () => {
    for (const word of ['shortcut', 'keys', 'Keyboard', 'help']) expect(commandEntries(word).map((entry) => entry.label)).toEqual(['Keyboard shortcuts']);
    expect(commandEntries('')).toEqual([]);
    expect(commandEntries('Match Od')).toEqual([]);

    const user = userEvent.setup();
    renderInRouter(
      <>
        <SearchPalette />
        <KeyboardHelp />
      </>,
      signedIn('admin', 'ravi'),
    );
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'shortcut');
    await user.click(await screen.findByRole('option', { name: /Keyboard shortcuts/ }));
    await screen.findByRole('dialog', HELP);
    expect(screen.queryByRole('dialog', { name: 'Search the console' })).toBeNull();
  });

  it('opens from the user menu and gives the keyboard back to the menu’s button', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <>
        <UserMenu userName="ravi" />
        <KeyboardHelp />
      </>,
      signedIn('trader', 'ravi'),
    );
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Keyboard shortcuts' }));
    await screen.findByRole('dialog', HELP);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(helpDialog()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('user-menu')));
  });
});
