import { notifications } from '@mantine/notifications';
import type { ExportFile } from '@shared/contract/files';
import { showSuccessToast } from '../notify';
import { saveFile } from './save-file';

/** Above this (base64 characters, about 1.5 MB of file) preparing the download takes long enough to show. */
const SHOW_PROGRESS_FROM = 2_000_000;

/**
 * The one way every export reaches the user: saved as a download, with a progress notification while a
 * large one is prepared, and a confirmation naming the file.
 */
export async function downloadExport(file: ExportFile): Promise<void> {
  const id = `download:${file.fileName}`;
  const large = file.base64.length >= SHOW_PROGRESS_FROM;
  if (large) notifications.show({ id, loading: true, autoClose: false, withCloseButton: false, message: `Preparing ${file.fileName}…` });
  await saveFile(file, large ? (fraction) => notifications.update({ id, message: `Preparing ${file.fileName}… ${Math.round(fraction * 100)}%` }) : undefined);
  if (large) notifications.hide(id);
  showSuccessToast(`${file.fileName} exported.`);
}
