import { uploadedImage } from '../content/image-info';

/** A white label's logo: PNG, JPEG, GIF or WebP, at most 256 KB, 16–1024 px each way. */
export const LOGO_LIMITS = { maxBytes: 256_000, minSide: 16, maxSide: 1024 } as const;

/** Why a file cannot be a logo, in words (by its content, not its name); undefined when it can. */
export const logoProblem = (bytes: Uint8Array): string | undefined => {
  const image = uploadedImage(bytes, LOGO_LIMITS.maxBytes);
  if ('problem' in image) return image.problem;
  const { info } = image;
  const { minSide, maxSide } = LOGO_LIMITS;
  if ([info.width, info.height].some((side) => side < minSide || side > maxSide)) return `${info.width}×${info.height} px; a logo is ${minSide}–${maxSide} px each way.`;
  return undefined;
};
