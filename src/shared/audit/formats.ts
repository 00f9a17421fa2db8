/**
 * How one recorded value reads on the audit screen. The catalogue names a format per field; the screen
 * turns it into words. Values are as the exchange stored them (JSON), so every format accepts anything.
 */
export const AUDIT_FORMATS = ['text', 'list', 'names', 'permissions', 'count', 'tally', 'pairs', 'flags', 'onOff', 'yesNo', 'seconds', 'amount', 'minor', 'code', 'moment'] as const;
export type AuditFormat = (typeof AUDIT_FORMATS)[number];

/** One field of a before/after record: what it is called on screen and how its value is written. */
export interface AuditField {
  readonly label: string;
  readonly format?: AuditFormat;
  /**
   * The field of the same record that names this one's value, recorded beside it (`eventName` beside
   * `eventId`, `roleLabel` beside `role`): shown instead of the value. A record without it (written before
   * names were recorded) shows the value only where `format` puts it in words (a role code); an id alone is
   * never shown.
   */
  readonly nameIn?: string;
  /**
   * The words of the codes this field holds, from the label map its own screen uses (a menu's `inPlay` as
   * "In-play", an environment's `production` as "Production"): a code found here, or each code of a list, is
   * shown by its word; anything else by `format`.
   */
  readonly words?: Readonly<Record<string, string>>;
}

/**
 * A recorded value in its field's `words`: a code's word, or a list of codes' words in order (a code not in
 * them, from a newer exchange, as recorded); undefined when the field has no words or the value is not a
 * code or a list of codes (an empty list, a number): then its `format` says it.
 */
export const auditValueWords = ({ words }: AuditField, value: unknown): string | undefined => {
  if (!words) return undefined;
  if (typeof value === 'string') return Object.hasOwn(words, value) ? words[value] : undefined;
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string')) return undefined;
  return value.map((code: string) => (Object.hasOwn(words, code) ? words[code] : code)).join(', ');
};
