import { ColorInput, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { contract } from '@shared/contract';
import { menuItemClashes } from '@shared/contract/content';
import type { Operation } from '@shared/contract/operation';
import type { BridgedOperation } from '@renderer/app/data/operations';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { CallButton } from '@renderer/components/call-button';
import { OperationFormBody, useOperationForm, type OperationForm, type OperationFormConfig } from '@renderer/components/form-kit';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { useEditDelete } from '@renderer/components/use-edit-delete';
import { MenuItemsList } from './menu-items-list';

/** The Telegram link (a t.me address), the site's header and footer menus, and text-only custom banners. */
export function SiteLinksTab() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <TelegramPanel />
      <MenusPanel />
      <CustomBannersPanel />
    </SimpleGrid>
  );
}

/** One titled part of the tab, named by its title. */
function LinksSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={3} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A start-over form, and its fields' props (`field('link')`, in place of `form.getInputProps('link')`). */
type StartOverForm<V extends Record<string, unknown>> = OperationForm<V> & { field(path: keyof V & string): ReturnType<OperationForm<V>['form']['getInputProps']> };

/**
 * A part's form: once the exchange confirms, it says so (`confirmed`) and empties for the next one without
 * an error on any field: the focus goes back to `firstField` first, so the field just left (Enter sends
 * from it) is checked while it still holds what was sent, never once emptied. The emptied form has no field
 * touched: leaving one the user has not been in since (`firstField`, focused by the save) checks nothing;
 * a field the user goes into again says what is wrong on leaving it, as in every form.
 */
function useStartOverForm<Op extends BridgedOperation, V extends Record<string, unknown>>(config: Omit<OperationFormConfig<Op, V>, 'onSuccess'>, confirmed: string, firstField: keyof V & string): StartOverForm<V> {
  const kit = useOperationForm({
    ...config,
    onSuccess: () => {
      showSuccessToast(confirmed);
      kit.form.getInputNode(firstField)?.focus();
      kit.form.reset();
    },
  });
  const field = (path: keyof V & string) => {
    const props = kit.form.getInputProps(path);
    return { ...props, onBlur: () => kit.form.isTouched(path) && props.onBlur?.() };
  };
  return { ...kit, field };
}

/** A part's form, for a user who may call its operation; Cancel empties it. */
function SectionForm<V extends Record<string, unknown>>({ op, kit, label, children }: { op: Operation; kit: OperationForm<V>; label: string; children: ReactNode }) {
  return (
    <CanCall op={op}>
      <OperationFormBody kit={kit} label={label} onCancel={() => kit.form.reset()}>
        {children}
      </OperationFormBody>
    </CanCall>
  );
}

/** The link in use ("Now:") and a form for a new one, which empties once saved: clean, nothing left to restore or save again. */
function TelegramPanel() {
  const current = useOperation(contract.content.telegram, {});
  const kit = useStartOverForm({ operation: contract.content.saveTelegram, initialValues: { link: '' }, labels: { link: 'Telegram link' } }, 'Telegram link saved.', 'link');
  return (
    <LinksSection title="Telegram link">
      <Text size="sm" mb="xs">
        Now: {current.data?.link ? <a href={current.data.link} target="_blank" rel="noreferrer noopener">{current.data.link}</a> : 'none'}
      </Text>
      <SectionForm op={contract.content.saveTelegram} kit={kit} label="Telegram link">
        <TextInput label="Telegram link" placeholder="https://t.me/ExchangeSupport" {...kit.field('link')} />
      </SectionForm>
    </LinksSection>
  );
}

function MenusPanel() {
  const menus = useOperation(contract.content.menus, {});
  // A removal asks first, as an image banner's does: the site's menu loses the entry at once.
  const rows = useEditDelete<{ _id: string; label: string }>(contract.content.deleteMenu);
  const kit = useStartOverForm(
    {
      operation: contract.content.addMenu,
      initialValues: { label: '', target: '', placement: 'header' as 'header' | 'footer' },
      labels: { label: 'Label', target: 'Target', placement: 'Placement' },
      // A label or target its menu has already is refused by the exchange too, with the same words.
      validate: (values) => menuItemClashes(menus.data ?? [], values),
    },
    'Menu item added.',
    'label',
  );
  return (
    <LinksSection title="Site menus">
      <MenuItemsList items={menus.data ?? []} onRemove={rows.askDelete} />
      <SectionForm op={contract.content.addMenu} kit={kit} label="Menu item">
        <Group grow>
          <TextInput label="Label" {...kit.field('label')} />
          <Select label="Placement" data={[{ value: 'header', label: 'Header' }, { value: 'footer', label: 'Footer' }]} allowDeselect={false} {...kit.field('placement')} />
        </Group>
        <TextInput label="Target" placeholder="/promotions or https://…" {...kit.field('target')} />
      </SectionForm>
      <ConfirmDelete rows={rows} title="Remove menu item">
        Remove {rows.deleting?.label} from the site's menu? Visitors no longer see it.
      </ConfirmDelete>
    </LinksSection>
  );
}

function CustomBannersPanel() {
  const banners = useOperation(contract.content.customBanners, {});
  const strips = useEditDelete<{ _id: string; text: string }>(contract.content.deleteCustomBanner);
  const kit = useStartOverForm(
    { operation: contract.content.addCustomBanner, initialValues: { text: '', link: '', colour: '#1c7ed6', site: 'main' }, labels: { text: 'Text', link: 'Link', colour: 'Colour', site: 'Site' } },
    'Custom banner added.',
    'text',
  );
  return (
    <LinksSection title="Custom banners">
      <Stack gap={4} mb="xs">
        {(banners.data ?? []).map((b) => (
          <Group key={b._id} justify="space-between" wrap="nowrap" style={{ background: b.colour, color: '#fff', padding: '4px 8px', borderRadius: 4 }}>
            <Text size="sm" fw={600}>
              {b.text}
            </Text>
            <CallButton op={contract.content.deleteCustomBanner} variant="white" color="red" onClick={() => strips.askDelete(b)}>
              Delete
            </CallButton>
          </Group>
        ))}
      </Stack>
      <SectionForm op={contract.content.addCustomBanner} kit={kit} label="Custom banner">
        <TextInput label="Text" {...kit.field('text')} />
        <TextInput label="Link" placeholder="https://…" {...kit.field('link')} />
        <ColorInput label="Colour" fixOnBlur={false} {...kit.field('colour')} />
      </SectionForm>
      <ConfirmDelete rows={strips} title="Delete custom banner">
        Delete the custom banner “{strips.deleting?.text}”? It leaves the site; it cannot be restored.
      </ConfirmDelete>
    </LinksSection>
  );
}
