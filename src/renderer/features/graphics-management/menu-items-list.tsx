import { Stack, Table, Text } from '@mantine/core';
import { contract } from '@shared/contract';
import { CallButton } from '@renderer/components/call-button';

type MenuItem = { _id: string; label: string; target: string; placement: 'header' | 'footer' };

/** A long label or address with no spaces breaks anywhere: the list stays inside its card, a third of the tab wide. */
const BREAKS_ANYWHERE = { overflowWrap: 'anywhere' } as const;
/** The placement and the row's button keep their one line and their width; the item's cell takes the rest. */
const ONE_LINE = { whiteSpace: 'nowrap', width: '1%' } as const;

/**
 * The site's menu items, one a row: placement, then the label over its target, then its Remove button. The
 * button reads "Remove" on screen and names its item to a screen reader ("Remove Promotions"): a label of up
 * to 40 characters on the button made the rows wider than their card, and they were drawn over the next one.
 */
export function MenuItemsList({ items, onRemove }: { items: readonly MenuItem[]; onRemove(item: MenuItem): void }) {
  return (
    <Table aria-label="Menu items" verticalSpacing={4} mb="xs">
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item._id}>
            <Table.Td style={ONE_LINE}>{item.placement === 'header' ? 'Header' : 'Footer'}</Table.Td>
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm" style={BREAKS_ANYWHERE}>
                  {item.label}
                </Text>
                <Text size="xs" c="dimmed" style={BREAKS_ANYWHERE}>
                  {item.target}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td style={ONE_LINE}>
              <CallButton op={contract.content.deleteMenu} variant="subtle" color="red" aria-label={`Remove ${item.label}`} onClick={() => onRemove(item)}>
                Remove
              </CallButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
