import { imageInfo } from '@shared/content/image-info';
import { BALL_MEDIA_MAX_BYTES } from '@shared/contract/casino';
import type { UploadFile } from '@shared/contract/files';
import { tooLargeWords } from '@shared/files/size-words';
import { readUploadFile } from '@renderer/app/files/read-upload';

/** An MP4 (ISO base media) file says `ftyp` at byte 4: the exchange's own test. */
const isMp4 = (bytes: Uint8Array) => bytes.length > 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp';

/**
 * A chosen file as a ball's media, checked at once by the exchange's rules (at most 5 MiB, worded as the
 * console words every size: "at most 5 MB"; an image or an MP4 clip by its content, not its name): the
 * file to send, or why not in words, with nothing sent. The size is read before the file itself, so an
 * oversized one is never loaded.
 */
export const readBallMedia = async (file: File): Promise<{ media: UploadFile } | { problem: string }> => {
  if (file.size > BALL_MEDIA_MAX_BYTES) return { problem: `${file.name}: Media: ${tooLargeWords(file.size, BALL_MEDIA_MAX_BYTES)}.` };
  const media = await readUploadFile(file);
  if (!imageInfo(media.bytes) && !isMp4(media.bytes)) return { problem: `${file.name}: Media: an image (PNG, JPEG, GIF, WebP) or an MP4 clip.` };
  return { media };
};
