import { tooLargeWords } from '../files/size-words';

/**
 * What an uploaded image is, from its bytes alone: its format and pixel size, read from the header of a
 * PNG, GIF, JPEG or WebP (no decoding, no library). Anything else is not an image to the console.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface ImageInfo {
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => ((u16be(b, i) << 16) >>> 0) + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (b: Uint8Array): ImageInfo | undefined =>
  PNG_SIGNATURE.every((byte, i) => b[i] === byte) && ascii(b, 12, 4) === 'IHDR' ? { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) } : undefined;

const gif = (b: Uint8Array): ImageInfo | undefined => (/^GIF8[79]a$/.test(ascii(b, 0, 6)) ? { type: 'image/gif', width: u16le(b, 6), height: u16le(b, 8) } : undefined);

/** JPEG: walk the markers to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
const jpeg = (b: Uint8Array): ImageInfo | undefined => {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = u16be(b, i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { type: 'image/jpeg', width: u16be(b, i + 7), height: u16be(b, i + 5) };
    i += 2 + length;
  }
  return undefined;
};

const webp = (b: Uint8Array): ImageInfo | undefined => {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { type: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { type: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return undefined;
};

export const imageInfo = (bytes: Uint8Array): ImageInfo | undefined => png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes);

/**
 * An upload as an image of at most `maxBytes`, by its content: its header, or why not in words (after the
 * field's name or the file's). A header with no size in it (a file cut short after its signature: 0×0 px)
 * is an image nothing can open, said so rather than as a size out of range.
 */
export const uploadedImage = (bytes: Uint8Array, maxBytes: number): { info: ImageInfo } | { problem: string } => {
  if (bytes.length > maxBytes) return { problem: `${tooLargeWords(bytes.length, maxBytes)}.` };
  const info = imageInfo(bytes);
  if (!info) return { problem: 'not a PNG, JPEG, GIF or WebP image (the file\u2019s content was checked, not its name).' };
  if (info.width === 0 || info.height === 0) return { problem: 'the image cannot be read; choose a PNG, JPEG, GIF or WebP that opens.' };
  return { info };
};

/** Banner images: at most 1 MB, 320–3000 px wide, 50–1500 px high. */
export const BANNER_IMAGE_LIMITS = { maxBytes: 1_000_000, minWidth: 320, maxWidth: 3000, minHeight: 50, maxHeight: 1500 } as const;

/** Why an upload cannot be a banner image, in words; undefined when it can. */
export const bannerImageProblem = (bytes: Uint8Array, limits = BANNER_IMAGE_LIMITS): string | undefined => {
  const image = uploadedImage(bytes, limits.maxBytes);
  if ('problem' in image) return `Image: ${image.problem}`;
  const { info } = image;
  if (info.width < limits.minWidth || info.width > limits.maxWidth || info.height < limits.minHeight || info.height > limits.maxHeight) {
    return `Image: ${info.width}×${info.height} px; a banner is ${limits.minWidth}–${limits.maxWidth} px wide and ${limits.minHeight}–${limits.maxHeight} px high.`;
  }
  return undefined;
};
