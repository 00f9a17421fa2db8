import { Checkbox, FileInput, Group, Image, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { UploadFile } from '@shared/contract/files';
import { SITE_CURRENCIES, SITE_MENU_LABELS, SITE_MENUS, type CreatedWhiteLabel, type SiteMenu, type WhiteLabel } from '@shared/contract/white-labels';
import { logoProblem } from '@shared/sites/logo';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { readDataUrl, readUploadFile } from '@renderer/app/files/read-upload';
import { showSuccessToast } from '@renderer/app/notify';
import { editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';

type Values = { name: string; adminUrl: string; clientUrl: string; currency: string; commission: number | string; menus: string[] };

/** An empty field is no commission at all (the schema says it is required), never 0 %. */
const commissionOf = (value: number | string): number => (value === '' ? Number.NaN : Number(value));

const LABELS = { name: 'Name', adminUrl: 'Admin URL', clientUrl: 'Client URL', currency: 'Currency', commission: 'Commission %', menus: 'Menus' };

/** The one "not provisioned" note of a site, by its id: its next provisioning replaces it or, done, takes it away. */
const notProvisionedId = (whiteLabelId: string) => `not-provisioned:${whiteLabelId}`;

/**
 * What main's create answered: provisioned, or saved and waiting for a retry (said, and kept up until the site's
 * next try: a failure again says the new reason in its place, a success takes it away).
 */
export const announceProvisioning = ({ whiteLabel, provisioning }: CreatedWhiteLabel, verb: string) => {
  const id = notProvisionedId(whiteLabel._id);
  notifications.hide(id);
  // A retry that failed again is "still not provisioned", not "provisioned, not provisioned".
  const title = verb === 'provisioned' ? `${whiteLabel.name} still not provisioned` : `${whiteLabel.name} ${verb}, not provisioned`;
  if (provisioning.ok) showSuccessToast(`White label ${whiteLabel.name} ${verb}. ${provisioning.message}`);
  else notifications.show({ id, color: 'orange', autoClose: false, withBorder: true, title, message: `${provisioning.message} Use Provision to try again.` });
};

/** A definite refusal of Provision (provisioned from another window meanwhile): the site's old note no longer holds. */
export const forgetProvisioningNote = (whiteLabelId: string) => notifications.hide(notProvisionedId(whiteLabelId));

export const WhiteLabelFormModal = editFormModal(WhiteLabelForm, (site) => (site ? `Configure ${site.name}` : 'Add white label'), 'lg');

function WhiteLabelForm({ editing, onClose }: EditFormProps<WhiteLabel>) {
  const [logo, setLogo] = useState<{ file: UploadFile; preview: string } | null>(null);
  const uploadLogo = useOperationMutation(contract.whiteLabels.uploadLogo);
  const initialValues: Values = {
    name: editing?.name ?? '',
    adminUrl: editing?.adminUrl ?? 'https://',
    clientUrl: editing?.clientUrl ?? 'https://',
    currency: editing?.currency ?? 'INR',
    commission: editing?.commission ?? 0,
    menus: editing?.menus ?? ['sports', 'inPlay'],
  };
  const toInput = (v: Values) => ({ name: v.name, adminUrl: v.adminUrl, clientUrl: v.clientUrl, currency: v.currency as 'INR', commission: commissionOf(v.commission), menus: v.menus as SiteMenu[] });
  const afterSave = (id: string) => {
    if (logo) uploadLogo.mutate({ _id: id, logo: logo.file }, { onSuccess: () => showSuccessToast('Logo saved.') });
    onClose();
  };
  const create = useOperationForm({
    operation: contract.whiteLabels.create,
    initialValues,
    labels: LABELS,
    toInput,
    onSuccess: ({ data }) => (announceProvisioning(data, 'created'), afterSave(data.whiteLabel._id)),
  });
  const update = useOperationForm({
    operation: contract.whiteLabels.save,
    initialValues,
    labels: LABELS,
    toInput: (v) => ({ _id: editing?._id, ...toInput(v) }),
    onSuccess: ({ data }) => (showSuccessToast(`White label ${data.name} saved.`), afterSave(data._id)),
    // A new logo is a change beside the values.
    saveUnchanged: logo !== null,
  });
  const kit = editing ? update : create;
  const { form } = kit;
  const choose = async (file: File | null) => {
    setLogo(null);
    form.clearFieldError('logo');
    if (!file) return;
    const upload = await readUploadFile(file);
    const problem = logoProblem(upload.bytes);
    if (problem) return form.setFieldError('logo', `${file.name}: ${problem}`);
    setLogo({ file: upload, preview: await readDataUrl(file) });
  };
  return (
    <OperationFormBody kit={kit} label={editing ? 'Configure white label' : 'Add white label'} onCancel={onClose}>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Group grow align="flex-start">
        <TextInput label="Admin URL" required placeholder="https://admin.example.com" {...form.getInputProps('adminUrl')} />
        <TextInput label="Client URL" required placeholder="https://example.com" {...form.getInputProps('clientUrl')} />
      </Group>
      <Group grow align="flex-start">
        <Select label="Currency" data={[...SITE_CURRENCIES]} allowDeselect={false} {...form.getInputProps('currency')} />
        <NumberInput label="Commission %" required min={0} max={100} {...form.getInputProps('commission')} />
      </Group>
      <Checkbox.Group label="Menus" description="What the site's menu shows" {...form.getInputProps('menus')}>
        <Group gap="md" mt={4}>
          {SITE_MENUS.map((menu) => (
            <Checkbox key={menu} value={menu} label={SITE_MENU_LABELS[menu]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Stack gap={4}>
        <FileInput label="Logo" description="PNG, JPEG, GIF or WebP; at most 256 KB; 16–1024 px each way" accept="image/png,image/jpeg,image/gif,image/webp" clearable onChange={(file) => void choose(file)} error={form.errors.logo} />
        {logo && <Image src={logo.preview} alt="The chosen logo" mah={64} w="auto" fit="contain" />}
        {!editing && (
          <Text size="xs" c="dimmed">
            Saving creates the site on the exchange, then the console provisions it on the operator&apos;s node.
          </Text>
        )}
      </Stack>
    </OperationFormBody>
  );
}
