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
}
