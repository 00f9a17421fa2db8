import { Button, ColorInput, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { OperationFormBody, useOperationForm } from '@renderer/components/form-kit';

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

function TelegramPanel() {
  const current = useOperation(contract.content.telegram, {});
  const kit = useOperationForm({
    operation: contract.content.saveTelegram,
    initialValues: { link: '' },
    labels: { link: 'Telegram link' },
    onSuccess: () => showSuccessToast('Telegram link saved.'),
  });
  return (
    <Paper withBorder p="sm" component="section" aria-label="Telegram link">
      <Title order={3} mb="xs">
        Telegram link
      </Title>
      <Text size="sm" mb="xs">
        Now: {current.data?.link ? <a href={current.data.link} target="_blank" rel="noreferrer noopener">{current.data.link}</a> : 'none'}
      </Text>
      <CanCall op={contract.content.saveTelegram}>
        <OperationFormBody kit={kit} label="Telegram link" onCancel={() => kit.form.reset()}>
          <TextInput label="Telegram link" placeholder="https://t.me/ExchangeSupport" {...kit.form.getInputProps('link')} />
        </OperationFormBody>
      </CanCall>
    </Paper>
  );
}

function MenusPanel() {
  const menus = useOperation(contract.content.menus, {});
  const remove = useOperationMutation(contract.content.deleteMenu);
  const kit = useOperationForm({
    operation: contract.content.addMenu,
    initialValues: { label: '', target: '', placement: 'header' as 'header' | 'footer' },
    labels: { label: 'Label', target: 'Target', placement: 'Placement' },
    onSuccess: () => (showSuccessToast('Menu item added.'), kit.form.reset()),
  });
  return (
    <Paper withBorder p="sm" component="section" aria-label="Site menus">
      <Title order={3} mb="xs">
        Site menus
      </Title>
      <Table aria-label="Menu items">
        <Table.Tbody>
          {(menus.data ?? []).map((m) => (
            <Table.Tr key={m._id}>
              <Table.Td>{m.placement === 'header' ? 'Header' : 'Footer'}</Table.Td>
              <Table.Td>{m.label}</Table.Td>
              <Table.Td>{m.target}</Table.Td>
              <Table.Td>
                <CanCall op={contract.content.deleteMenu}>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.mutate({ _id: m._id })}>
                    Remove {m.label}
                  </Button>
                </CanCall>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CanCall op={contract.content.addMenu}>
        <OperationFormBody kit={kit} label="Menu item" onCancel={() => kit.form.reset()}>
          <Group grow>
            <TextInput label="Label" {...kit.form.getInputProps('label')} />
            <Select label="Placement" data={[{ value: 'header', label: 'Header' }, { value: 'footer', label: 'Footer' }]} allowDeselect={false} {...kit.form.getInputProps('placement')} />
          </Group>
          <TextInput label="Target" placeholder="/promotions or https://…" {...kit.form.getInputProps('target')} />
        </OperationFormBody>
      </CanCall>
    </Paper>
  );
}

function CustomBannersPanel() {
  const banners = useOperation(contract.content.customBanners, {});
  const remove = useOperationMutation(contract.content.deleteCustomBanner);
  const kit = useOperationForm({
    operation: contract.content.addCustomBanner,
    initialValues: { text: '', link: '', colour: '#1c7ed6', site: 'main' },
    labels: { text: 'Text', link: 'Link', colour: 'Colour', site: 'Site' },
    onSuccess: () => (showSuccessToast('Custom banner added.'), kit.form.reset()),
  });
  return (
    <Paper withBorder p="sm" component="section" aria-label="Custom banners">
      <Title order={3} mb="xs">
        Custom banners
      </Title>
      <Stack gap={4} mb="xs">
        {(banners.data ?? []).map((b) => (
          <Group key={b._id} justify="space-between" wrap="nowrap" style={{ background: b.colour, color: '#fff', padding: '4px 8px', borderRadius: 4 }}>
            <Text size="sm" fw={600}>
              {b.text}
            </Text>
            <CanCall op={contract.content.deleteCustomBanner}>
              <Button size="compact-xs" variant="white" color="red" onClick={() => remove.mutate({ _id: b._id })}>
                Delete
              </Button>
            </CanCall>
          </Group>
        ))}
      </Stack>
      <CanCall op={contract.content.addCustomBanner}>
        <OperationFormBody kit={kit} label="Custom banner" onCancel={() => kit.form.reset()}>
          <TextInput label="Text" {...kit.form.getInputProps('text')} />
          <TextInput label="Link" placeholder="https://…" {...kit.form.getInputProps('link')} />
          <ColorInput label="Colour" {...kit.form.getInputProps('colour')} />
        </OperationFormBody>
      </CanCall>
    </Paper>
  );
}
