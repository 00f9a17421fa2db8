import { Box, Switch, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

export interface UnavailableSwitchProps {
  /** The switch's accessible name, as its usable twin's ("Active Victor Viewer"). */
  readonly label: string;
  readonly checked: boolean;
  /** Why the user may not flip it here ("Your own account"). */
  readonly reason: string;
}

const keepAsIs = (): void => undefined;

/**
 * A row's switch the user may not flip, told as `RowButton`'s `unavailable` tells it: it looks and reads as
 * disabled (`aria-disabled`, Mantine's disabled look) but keeps its place in the Tab order, says why in a
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
          />
        </Box>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
