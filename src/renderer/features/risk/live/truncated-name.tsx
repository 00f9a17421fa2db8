import { Box, Text } from '@mantine/core';

/**
 * A name in a table cell that gives way to the columns beside it: on one line, cut with "…" when the list is
 * narrow, whole on hover and to screen readers. In a grid, text that hides its overflow may shrink to nothing,
 * so the table takes room from this column first, never from a figure or a status.
 */
export function TruncatedName({ name }: { name: string }) {
  return (
    <Box display="grid">
      <Text inherit truncate="end" title={name}>
        {name}
      </Text>
    </Box>
  );
}
