import { formatMinor } from '@renderer/lib/format';

/** An amount in a notice's words, kept as the figure (minor units, in the site's currency) rather than as text. */
export interface NoticeAmount {
  readonly minor: number;
}

/** A piece of a notice's words: text as written, or an amount formatted when the line is drawn. */
export type NoticePart = string | NoticeAmount;

/** `parts` in words, their amounts in the grouping of the moment: ['exposure ', { minor: 1248000 }] → "exposure ₹12,480.00". */
export const partsInWords = (parts: readonly NoticePart[]): string => parts.map((part) => (typeof part === 'string' ? part : formatMinor(part.minor))).join('');

/** What a notice says now: its amounts in the grouping chosen since it was written; one kept without them (any but a risk alert's, or older) as its text. */
export const noticeText = (notice: { readonly message: string; readonly parts?: readonly NoticePart[] | undefined }): string =>
  notice.parts ? partsInWords(notice.parts) : notice.message;
