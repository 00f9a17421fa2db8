import { Button, Table, Text } from '@mantine/core';
import { contract } from '@shared/contract';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { BannerImage } from './banner-thumb';
import { formatDateTime } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';

/** Deleted banners, kept with their images: restoring one brings it back as a draft at the end of the order. */
export function DeletedTab() {
  const deleted = useOperation(contract.content.deletedBanners, {});
  const restore = useOperationMutation(contract.content.restoreBanner);
  if (deleted.data?.length === 0) return <Text c="dimmed">No deleted banner.</Text>;
  return (
    <Table striped aria-label="Recently deleted banners">
      <TableHead headers={['Banner', 'Title', 'Deleted', '']} />
      <Table.Tbody>
        {(deleted.data ?? []).map((b) => (
          <Table.Tr key={b._id}>
            <Table.Td>
              <BannerImage id={b._id} title={`${b.title} banner`} width={120} height={30} />
            </Table.Td>
            <Table.Td>{b.title}</Table.Td>
            <Table.Td>
              {formatDateTime(b.deletedAt)} by {b.deletedBy ?? 'unknown'}
            </Table.Td>
            <Table.Td>
              <Button size="compact-xs" variant="subtle" onClick={() => restore.mutate({ _id: b._id }, { onSuccess: () => showSuccessToast(`Banner ${b.title} restored as a draft.`) })}>
                Restore {b.title}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
