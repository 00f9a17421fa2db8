import { FileInput, Group, Image, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { contract } from '@shared/contract';
import type { Banner } from '@shared/contract/content';
import type { UploadFile } from '@shared/contract/files';
import { bannerImageProblem } from '@shared/content/image-info';
import { useCarriedState } from '@renderer/app/display/carried-forms';
import { restartedOnZoneChange } from '@renderer/app/display/format-redraw';
import { readDataUrl, readUploadFile } from '@renderer/app/files/read-upload';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { DateField } from '@renderer/components/date-field';
import { instantOfWallTime, wallTimeOf } from '@renderer/lib/format';

// Its schedule is wall-clock times of the shown zone: a zone change starts it again from the banner.
export const BannerFormModal = editFormModal(restartedOnZoneChange(BannerForm), (banner) => addOrEditTitle('banner', banner), 'lg');

/**
 * The image field: the file picked (shown in it), and once the exchange's rules take it, its bytes to send
 * and its preview; else why they refuse it.
 */
interface ImageChoice {
  readonly picked: File | null;
  readonly chosen: { readonly file: UploadFile; readonly preview: string } | null;
  readonly problem: string | null;
}
const NO_IMAGE: ImageChoice = { picked: null, chosen: null, problem: null };

/** `file` checked with the exchange's own rules (content, size, pixels): its bytes and preview, or why they refuse it. */
const imageChoiceOf = async (file: File): Promise<ImageChoice> => {
  const upload = await readUploadFile(file);
  const problem = bannerImageProblem(upload.bytes);
  if (problem) return { ...NO_IMAGE, picked: file, problem: `${file.name}: ${problem}` };
  return { picked: file, chosen: { file: upload, preview: await readDataUrl(file) }, problem: null };
};

function BannerForm({ editing, onClose }: EditFormProps<Banner>) {
  // Beside the form's values, and carried as they are when a zone change starts the form again.
  const [image, setImage] = useCarriedState(contract.content.saveBanner.id, 'image', NO_IMAGE);
  const { chosen } = image;
  const kit = useOperationForm({
    operation: contract.content.saveBanner,
    initialValues: { title: editing?.title ?? '', link: editing?.link ?? '', site: editing?.site ?? 'main', startAt: wallTimeOf(editing?.startAt, { seconds: true }), endAt: wallTimeOf(editing?.endAt, { seconds: true }) },
    labels: { title: 'Title', link: 'Link', site: 'Site', startAt: 'Start', endAt: 'End', image: 'Image' },
    wallTimes: ['startAt', 'endAt'],
    toInput: (v) => ({
      ...(editing ? { _id: editing._id } : {}),
      title: v.title,
      link: v.link,
      site: v.site,
      // The exchange keeps UTC; the fields are the user's local time.
      startAt: instantOfWallTime(v.startAt) ?? '',
      endAt: instantOfWallTime(v.endAt) ?? '',
      ...(chosen ? { image: chosen.file } : {}),
    }),
    onSuccess: ({ data }) => (showSuccessToast(`Banner ${data.title} saved as a draft.`), onClose()),
    // A new image is a change beside the values.
    saveUnchanged: !editing || chosen !== null,
  });
  const { form } = kit;
  // End's message depends on Start too (the schema's end-after-start rule): a changed Start shows it on End, or clears it.
  form.watch('startAt', () => form.validateField('endAt'));
  // The file the field shows: a read ending after another file is picked (or the field cleared) is dropped.
  const shownFile = useRef(image.picked);
  // Checked at once: no waiting for Save to hear it.
  const choose = async (file: File | null) => {
    shownFile.current = file;
    setImage({ ...NO_IMAGE, picked: file });
    // The exchange's word on the image before (a refusal of the last save) goes with it.
    form.clearFieldError('image');
    if (!file) return;
    const read = await imageChoiceOf(file);
    if (shownFile.current === file) setImage(read);
  };
  // Started again (a zone change) while the form it replaces was still reading the file picked: that read
  // ended with it, so the file is read again, else the field would show it and Save send no image.
  useEffect(() => {
    if (image.picked && !image.chosen && !image.problem) void choose(image.picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form starts
  }, []);
  return (
    <OperationFormBody kit={kit} label="Banner" onCancel={onClose}>
      <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
      <FileInput
        label="Image"
        description="PNG, JPEG, GIF or WebP; at most 1 MB; 320–3000 px wide, 50–1500 px high"
        accept="image/png,image/jpeg,image/gif,image/webp"
        required={!editing}
        clearable
        value={image.picked}
        onChange={(file) => void choose(file)}
        error={image.problem ?? form.errors.image}
      />
      {chosen && <Image src={chosen.preview} alt="The chosen image" mah={160} fit="contain" />}
      <TextInput label="Link" placeholder="https://…" {...form.getInputProps('link')} />
      <TextInput label="Site" {...form.getInputProps('site')} />
      <Group grow>
        <DateField withTime label="Start" {...form.getInputProps('startAt')} value={form.values.startAt} />
        <DateField withTime label="End" {...form.getInputProps('endAt')} value={form.values.endAt} />
      </Group>
      <Text size="xs" c="dimmed">
        Saved as a draft: a graphic manager publishes it. Without a start or end it shows as long as it is published.
      </Text>
    </OperationFormBody>
  );
}
