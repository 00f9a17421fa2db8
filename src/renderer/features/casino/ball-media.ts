import { imageInfo } from '@shared/content/image-info';
import { BALL_MEDIA_MAX_BYTES } from '@shared/contract/casino';
import type { UploadFile } from '@shared/contract/files';
import { readUploadFile } from '@renderer/app/files/read-upload';
import { formatNumber } from '@renderer/lib/format';

const MB = 1024 * 1024;

/** An MP4 (ISO base media) file says `ftyp` at byte 4: the exchange's own test. */
const isMp4 = (bytes: Uint8Array) => bytes.length > 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp';

/** An oversized file's size in MB to a tenth, never shown as the limit itself (5.01 MB reads 5.1, not 5.0). */
const oversizeMegabytes = (bytes: number) => formatNumber(Math.max(Math.round((bytes / MB) * 10), (BALL_MEDIA_MAX_BYTES / MB) * 10 + 1) / 10, { decimals: 1 });

/**
 * A chosen file as a ball's media, checked at once by the exchange's rules (at most 5 MB; an image or an MP4
 * clip by its content, not its name): the file to send, or why not in words, with nothing sent. The size is
 * read before the file itself, so an oversized one is never loaded.
 */
export const readBallMedia = async (file: File): Promise<{ media: UploadFile } | { problem: string }> => {
  if (file.size > BALL_MEDIA_MAX_BYTES) return { problem: `${file.name}: Media: at most ${BALL_MEDIA_MAX_BYTES / MB} MB (this one is ${oversizeMegabytes(file.size)} MB).` };
  const media = await readUploadFile(file);
  if (!imageInfo(media.bytes) && !isMp4(media.bytes)) return { problem: `${file.name}: Media: an image (PNG, JPEG, GIF, WebP) or an MP4 clip.` };
  return { media };
};
