import { Button, getFontSize, getSize, Tooltip, UnstyledButton, useMantineTheme, VisuallyHidden, type ButtonVariant, type MantineColor, type MantineTheme } from '@mantine/core';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { lookVars, variantColors } from './look-vars';

export type RowButtonSize = 'compact-xs' | 'compact-sm';
/** Every look but the gradient, which needs a gradient of its own. */
export type RowButtonVariant = Exclude<ButtonVariant, 'gradient'>;

export interface RowButtonProps {
  readonly children: ReactNode;
  onClick(): void;
  readonly variant?: RowButtonVariant;
  readonly color?: MantineColor;
  readonly size?: RowButtonSize;
  readonly disabled?: boolean;
  readonly title?: string;
  /**
   * Why the user may not use it here ("Your own account"): the button looks and reads as disabled
   * (`aria-disabled`) but keeps its place in the Tab order, so a keyboard user reaches it and is told why,
   * in a tooltip on focus or hover and in its accessible description.
   */
  readonly unavailable?: string | null;
  /**
   * The accessible name: the visible label first, then the row it acts on ("Edit Evening", "Variables of
   * example.com"). A table has one such button per row, and "Edit, Edit, Edit" tells a screen reader nothing.
   */
  readonly 'aria-label': string;
}

const buttonVars = (theme: MantineTheme, variant: RowButtonVariant, color: MantineColor | undefined, size: RowButtonSize) =>
  lookVars(theme, `button|${variant}|${color ?? ''}|${size}`, () => {
    const colors = variantColors(theme, variant, color);
    return {
      '--button-height': getSize(size, 'button-height'),
      '--button-padding-x': getSize(size, 'button-padding-x'),
      '--button-fz': getFontSize(size.replace('compact-', '')),
      '--button-bg': colors.background,
      '--button-hover': colors.hover,
      '--button-color': colors.color,
      '--button-bd': colors.border,
      '--button-hover-color': colors.hoverColor,
    };
  });

/**
 * A button in a table row: Mantine's Button markup and classes, drawn as plain elements. A table of
 * search results mounts every row's buttons anew, and Mantine's Button (its loader transition, style hooks
 * and three nested components) costs about 0.5 ms a mount on our machines; this costs a few microseconds.
 * It looks and behaves as `<Button size="compact-sm">` (row-controls.test.tsx compares the two); it has
 * no loading state or sections: a row action that needs them uses Mantine's Button.
 */
export function RowButton({ children, onClick, variant = 'default', color, size = 'compact-sm', disabled = false, title, unavailable, 'aria-label': ariaLabel }: RowButtonProps) {
  const theme = useMantineTheme();
  const reasonId = useId();
  const off = disabled || Boolean(unavailable);
  const button = (
    <button
      style={buttonVars(theme, variant, color, size)}
      className={clsx(theme.focusClassName || `mantine-focus-${theme.focusRing}`, !off && theme.activeClassName, Button.classes.root, 'mantine-Button-root', UnstyledButton.classes.root, 'mantine-UnstyledButton-root')}
      data-variant={variant}
      data-size={size}
      data-disabled={off || undefined}
      type="button"
      disabled={disabled}
      aria-disabled={unavailable ? true : undefined}
      aria-describedby={unavailable ? reasonId : undefined}
      title={unavailable ?? title}
      aria-label={ariaLabel}
      onClick={off ? undefined : onClick}
    >
      <span className={clsx(Button.classes.inner, 'mantine-Button-inner')}>
        <span className={clsx(Button.classes.label, 'mantine-Button-label')}>{children}</span>
      </span>
    </button>
  );
  if (!unavailable) return button;
  // Only a locked row's button mounts a tooltip: a page of search results stays as cheap as above.
  return (
    <>
      <Tooltip label={unavailable} events={{ hover: true, focus: true, touch: false }} withinPortal>
        {button}
      </Tooltip>
      <VisuallyHidden id={reasonId}>{unavailable}</VisuallyHidden>
    </>
  );
}
