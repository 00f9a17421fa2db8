import { Box, Switch, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, type CSSProperties } from 'react';
import classes from './unavailable-switch.module.css';

/**
 * The primary colour's shades of a locked switch that is on, per colour scheme (unavailable-switch.module.css
 * draws them): a fill paler than a switch that can be flipped (lighter on a light page, darker on a dark one)
 * inside an edge that keeps 3:1 against the
 * table's rows, striped and hovered too (WCAG non-text contrast; unavailable-switch.test.ts checks it).
 */
export const LOCKED_ON = { light: { fill: 4, edge: 7 }, dark: { fill: 9, edge: 4 } } as const;
const SWITCH_CLASSES = { root: classes.root, track: classes.track } as const;
const shade = (index: number): string => `var(--mantine-primary-color-${index})`;
const LOCKED_ON_COLOURS = {
  '--locked-on-light-fill': shade(LOCKED_ON.light.fill),
  '--locked-on-light-edge': shade(LOCKED_ON.light.edge),
  '--locked-on-dark-fill': shade(LOCKED_ON.dark.fill),
  '--locked-on-dark-edge': shade(LOCKED_ON.dark.edge),
} as CSSProperties;

export interface UnavailableSwitchProps {
  /** The switch's accessible name, as its usable twin's ("Active Victor Viewer"). */
  readonly label: string;
  readonly checked: boolean;
  /** Why the user may not flip it here ("Your own account"). */
  readonly reason: string;
}

const keepAsIs = (): void => undefined;

/**
 * A row's switch the user may not flip, told as `RowButton`'s `unavailable` tells it: it reads as disabled
 * (`aria-disabled`) and looks locked (a lock in its knob; on, it keeps the theme's colour, lighter, where
 * Mantine's disabled look is grey either way) but keeps its place in the Tab order, says why in a
 * tooltip on focus or hover and in its accessible description, and stays as it is when pressed or clicked
 * (the switch is controlled, and its change does nothing). It is Mantine's Switch, whose markup `RowSwitch`
 * copies: only the few locked rows of a page mount it, so the rest stay as cheap as `RowSwitch` makes them.
 */
export function UnavailableSwitch({ label, checked, reason }: UnavailableSwitchProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip label={reason} events={{ hover: true, focus: true, touch: false }} withinPortal>
        {/* The tooltip points at the visible switch: Mantine's input is a 0×0 box, focused inside it. */}
        <Box w="fit-content">
          <Switch
            aria-label={label}
            aria-disabled
            aria-describedby={reasonId}
            data-disabled
            title={reason}
            checked={checked}
            onChange={keepAsIs}
            classNames={SWITCH_CLASSES}
            style={LOCKED_ON_COLOURS}
            thumbIcon={<IconLock size={10} stroke={2.5} className={classes.lock} aria-hidden />}
          />
        </Box>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
