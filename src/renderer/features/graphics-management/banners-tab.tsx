import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { Banner, ContentStatus } from '@shared/contract/content';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { CallButton } from '@renderer/components/call-button';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { DraftOrderButtons, OrderList, useDraftOrder } from '@renderer/components/draft-order';
import { BannerFormModal } from './banner-form';
import { BannerImage } from './banner-thumb';
import { formatDateTime } from '@renderer/lib/format';
import { AddButton } from '@renderer/components/add-button';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import { useEditDelete } from '@renderer/components/use-edit-delete';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');
/** The status a banner's status button sets: a draft is published, a published banner withdrawn to draft. */
const nextStatus = (b: Banner): ContentStatus => (b.status === 'published' ? 'draft' : 'published');
/** The button's word for the status it sets; its accessible name adds the title, as Edit and Delete do. */
const STATUS_ACTIONS: Record<ContentStatus, string> = { published: 'Publish', draft: 'Withdraw' };
const scheduleText = (b: Banner) => (b.startAt || b.endAt ? `${b.startAt ? `from ${when(b.startAt)}` : ''}${b.startAt && b.endAt ? ' ' : ''}${b.endAt ? `until ${when(b.endAt)}` : ''}` : 'No schedule');

/** Banners in the order the site shows them: drag, or move with the keyboard, then save the order. */
export function BannersTab() {
  const banners = useOperation(contract.content.banners, {});
  const rows = useEditDelete<Banner>(contract.content.deleteBanner);
  const saveOrder = useOperationMutation(contract.content.bannerOrder);
  const status = useOperationMutation(contract.content.setBannerStatus);
  const canOrder = useCanCall(contract.content.bannerOrder);
  const order = useDraftOrder(banners.data ?? [], (b) => b._id);
  const { shown } = order;
  const items = shown.map((b) => ({ ...b, id: b._id, label: b.title }));
  const row = (b: Banner) => {
    const next = nextStatus(b);
    return (
      <Group gap="sm" wrap="nowrap">
        <BannerImage id={b._id} title={`${b.title} banner`} width={160} height={40} />
        {/* The text takes what room is left and a long title ends in an ellipsis (full on hover): the card never widens. */}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate title={b.title}>
            {b.title}
          </Text>
          <Text size="xs" c="dimmed">
            {b.width}×{b.height} · {b.site} · {scheduleText(b)}
          </Text>
        </Stack>
        <Badge color={b.live ? 'green' : b.status === 'published' ? 'yellow' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {b.live ? 'Live' : b.status === 'published' ? 'Scheduled' : 'Draft'}
        </Badge>
        <Group gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
          <CallButton op={contract.content.saveBanner} variant="subtle" onClick={() => rows.edit(b)} aria-label={`Edit ${b.title}`}>
            Edit
          </CallButton>
          <CallButton op={contract.content.setBannerStatus} variant="subtle" onClick={() => status.mutate({ _id: b._id, status: next })} aria-label={`${STATUS_ACTIONS[next]} ${b.title}`}>
            {STATUS_ACTIONS[next]}
          </CallButton>
          <CallButton op={contract.content.deleteBanner} variant="subtle" color="red" onClick={() => rows.askDelete(b)} aria-label={`Delete ${b.title}`}>
            Delete
          </CallButton>
        </Group>
      </Group>
    );
  };
  return (
    <Stack gap="sm">
      <Group>
        <AddButton op={contract.content.saveBanner} onClick={rows.add}>
          Add banner
        </AddButton>
        <DraftOrderButtons draft={order.draft} saving={saveOrder.isPending} onSave={(ids) => saveOrder.mutate({ ids }, { onSuccess: order.discard })} onUndo={order.discard} />
      </Group>
      <OrderList canOrder={canOrder} label="Banner order" items={items} onChange={order.change} renderItem={row} />
      <SitePreview banners={shown} />
      <BannerFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete banner">
        Delete the banner {rows.deleting?.title}? It leaves the site at once; it can be restored from Recently deleted.
      </ConfirmDelete>
    </Stack>
  );
}

const WIDTHS = { desktop: 960, mobile: 360 } as const;
const DEVICE_LABELS: Record<keyof typeof WIDTHS, string> = { desktop: 'Desktop', mobile: 'Mobile' };

/** The site's banner strip as punters would see it now (live banners, in this order), at desktop or mobile width. */
function SitePreview({ banners }: { banners: readonly Banner[] }) {
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const live = banners.filter((b) => b.live);
  return (
    <Stack gap="xs" component="section" aria-label="Site preview">
      <Group justify="space-between">
        <Title order={3}>Site preview</Title>
        <LabelledSegments size="xs" labels={DEVICE_LABELS} value={device} onChange={setDevice} aria-label="Preview width" />
      </Group>
      <div style={{ width: WIDTHS[device], maxWidth: '100%', border: '1px solid var(--mantine-color-default-border)', padding: 4 }} data-testid="banner-strip">
        {live.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            No banner is live now: publish one (and check its schedule).
          </Text>
        ) : (
          <Stack gap={4}>
            {live.map((b) => (
              <BannerImage key={b._id} id={b._id} title={`${b.title} on the site`} width={WIDTHS[device] - 8} />
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
