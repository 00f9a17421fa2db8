import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

type Props = Omit<BadgeProps, 'color' | 'variant' | 'children'> & {
  /** Which of the two states holds. */
  state: boolean;
  /** Its words when it holds (in green) and when it does not (in `offColor`). */
  on: string;
  off: string;
  offColor?: MantineColor;
};

/** A two-way state as a light badge: enabled or disabled, applied or refused, a key set or not. */
export function StateBadge({ state, on, off, offColor = 'gray', ...props }: Props) {
  return (
    <Badge {...props} color={state ? 'green' : offColor} variant="light">
      {state ? on : off}
    </Badge>
  );
}
