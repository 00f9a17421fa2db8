/**
 * What a file is, by its content rather than by the name or type the renderer claims. A handful of
 * signatures covers what back-office users upload (spreadsheets, CSV, PDFs, images); a library such as
 * `file-type` knows hundreds of binary formats but cannot tell CSV from any other text, which is what
 * our imports need, so this small sniffer is enough and adds no dependency.
 */
export type SniffedType = 'text' | 'application/pdf' | 'application/zip' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'video/mp4';

const SIGNATURES: ReadonlyArray<{ type: SniffedType; at?: number; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK: also .xlsx and .docx
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { type: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // RIFF....WEBP
  { type: 'video/mp4', at: 4, bytes: [0x66, 0x74, 0x79, 0x70] }, // ....ftyp: short clips (casino ball-by-ball)
];

const startsWith = (data: Uint8Array, at: number, bytes: readonly number[]) => bytes.every((byte, i) => data[at + i] === byte);

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]); // tab, LF, CR

/** Text = valid UTF-8 (a BOM allowed) without NUL or other control characters than tab, CR and LF. */
const isText = (data: Uint8Array): boolean => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return false;
  }
  return true;
};

/** undefined: not a kind of file the console accepts (an executable, an unknown binary). */
export const sniffFileType = (data: Uint8Array): SniffedType | undefined =>
  SIGNATURES.find(({ at = 0, bytes }) => startsWith(data, at, bytes))?.type ?? (isText(data) ? 'text' : undefined);

/** Office formats are zip archives; browsers on Windows call a CSV `application/vnd.ms-excel`. */
const CLAIMS_OF: Record<SniffedType, (claimed: string) => boolean> = {
  text: (claimed) => claimed.startsWith('text/') || ['application/csv', 'application/vnd.ms-excel'].includes(claimed),
  'application/zip': (claimed) => claimed === 'application/zip' || claimed.startsWith('application/vnd.openxmlformats-officedocument.'),
  'application/pdf': (claimed) => claimed === 'application/pdf',
  'image/png': (claimed) => claimed === 'image/png',
  'image/jpeg': (claimed) => claimed === 'image/jpeg',
  'image/gif': (claimed) => claimed === 'image/gif',
  'image/webp': (claimed) => claimed === 'image/webp',
  'video/mp4': (claimed) => claimed === 'video/mp4',
};

/** Does the content agree with the type the renderer claimed? A missing or generic claim defers to the content. */
export const contentMatchesClaim = (sniffed: SniffedType, claimed: string): boolean =>
  claimed === '' || claimed === 'application/octet-stream' || CLAIMS_OF[sniffed](claimed.toLowerCase().split(';')[0]?.trim() ?? '');
