// @vitest-environment happy-dom
import { Badge, Button, MantineProvider, Switch } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@renderer/testing/match-media';
import { RowBadge, type RowBadgeProps } from './row-badge';
import { RowButton, type RowButtonProps } from './row-button';
import { RowSwitch } from './row-switch';

afterEach(cleanup);

/** An element as CSS and assistive technology see it: tag, attributes (ids aside) and children, in order. */
const shape = (element: Element): string => {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'id' && attribute.name !== 'for')
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  const children = [...element.children].map(shape).join('');
  const text = element.children.length === 0 ? (element.textContent ?? '') : '';
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${text}${children}</${element.tagName.toLowerCase()}>`;
};

const drawn = (node: ReactNode): string => {
  const { container } = render(<MantineProvider>{node}</MantineProvider>);
  const element = container.querySelector('button, div');
  if (!element) throw new Error('nothing drawn');
  const result = shape(element);
  cleanup();
  return result;
};

const LOOKS: Omit<RowButtonProps, 'onClick' | 'children' | 'aria-label'>[] = [
  {},
  { variant: 'light' },
  { variant: 'light', color: 'red' },
  { variant: 'subtle', size: 'compact-xs' },
  { variant: 'light', size: 'compact-xs' },
  { variant: 'subtle', color: 'red', size: 'compact-xs' },
  { variant: 'filled', color: 'green' },
  { disabled: true, title: 'Your own account' },
];

describe('RowButton', () => {
  it.each(LOOKS)('draws what Mantine draws for <Button size="compact-sm"> %o', (look) => {
    const { size = 'compact-sm', variant = 'default', ...rest } = look;
    const mantine = drawn(
      <Button size={size} variant={variant} {...rest} aria-label="Edit Evening">
        Edit
      </Button>,
    );
    const ours = drawn(
      <RowButton {...look} onClick={() => undefined} aria-label="Edit Evening">
        Edit
      </RowButton>,
    );
    expect(ours).toBe(mantine);
  });

  it('calls onClick on a click and on Enter, and not while disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <MantineProvider>
        <RowButton onClick={onClick} aria-label="Edit Evening">
          Edit
        </RowButton>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Evening' }));
    screen.getByRole('button', { name: 'Edit Evening' }).focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    rerender(
      <MantineProvider>
        <RowButton onClick={onClick} disabled aria-label="Edit Evening">
          Edit
        </RowButton>
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Evening' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps an unavailable button in the Tab order, says why on focus, and does nothing when pressed', async () => {
    const onClick = vi.fn();
    render(
      <MantineProvider>
        <button type="button">Before</button>
        <RowButton onClick={onClick} unavailable="Your own account" aria-label="Edit Ada Admin">
          Edit
        </RowButton>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Edit Ada Admin' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your own account');
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Your own account');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

const BADGES: Omit<RowBadgeProps, 'children'>[] = [
  { color: 'green' },
  { color: 'gray', variant: 'light' },
  { color: 'orange', variant: 'light', size: 'sm' },
  { color: 'red', variant: 'filled', size: 'xs' },
  { color: 'blue', variant: 'outline' },
];

describe('RowBadge', () => {
  it.each(BADGES)('draws what Mantine draws for <Badge> %o', (look) => {
    const { variant = 'light', ...rest } = look;
    expect(drawn(<RowBadge {...look}>Open</RowBadge>)).toBe(
      drawn(
        <Badge variant={variant} {...rest}>
          Open
        </Badge>,
      ),
    );
  });
});

describe('RowSwitch', () => {
  it.each([
    { checked: true, disabled: false },
    { checked: false, disabled: false },
    { checked: true, disabled: true, title: 'Your own account' },
  ])('draws what Mantine draws for <Switch aria-label checked> %o', ({ checked, disabled, title }) => {
    const mantine = drawn(<Switch aria-label="Active" checked={checked} disabled={disabled} title={title} onChange={() => undefined} />);
    const ours = drawn(<RowSwitch label="Active" checked={checked} disabled={disabled} title={title} onChange={() => undefined} />);
    expect(ours).toBe(mantine);
  });

  it('answers the state asked for and stays as its owner says (controlled)', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <RowSwitch label="Active" checked onChange={onChange} />
      </MantineProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Active' });
    await userEvent.setup().click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });
});
