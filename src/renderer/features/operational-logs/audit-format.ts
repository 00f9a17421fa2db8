import { auditActionView, auditValueWords, type AuditField, type AuditFormat } from '@shared/audit';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import { GAME_RULES } from '@shared/casino/games';
import { ACCOUNT_STATUS_LABELS } from '@shared/money/accounts';
import type { PermissionKey } from '@shared/permissions';
import { permissionLabel } from '@shared/permissions/labels';
import { formatCount, formatDateTime, formatMinor, formatNumber, instantOfWallTime } from '@renderer/lib/format';
import { raceTitle } from '@shared/catalogue/race-title';

/** Kinds of record whose words are not their code's ("casinoEvent" is a casino table). */
const TARGET_WORDS: Readonly<Record<string, string>> = { casinoEvent: 'Casino table', casinoTable: 'Casino table', ballByBall: 'Ball', genericCall: 'Site tool call', path: 'Menu path' };

/**
 * What an audit row changed, in words: the kind of record and its name as recorded ("Casino table Teen
 * Patti 20-20"), a race's with its course as the racing desk names it ("Racing QA Stakes, Ascot"). A record
 * with no name is named by its kind alone on screen; `withId` (an export) adds its id.
 */
export const targetText = (row: { targetType: string; targetName?: string | null; targetId?: string | null; course?: string | undefined }, withId = false): string => {
  const kind = TARGET_WORDS[row.targetType] ?? sentenceOf(row.targetType);
  // A race's market is recorded as "race · market": the course goes with the race ("QA Stakes, Ascot · Win").
  const [race = '', ...rest] = row.targetName ? row.targetName.split(' · ') : [];
  const named = row.targetName ? [raceTitle({ eventName: race, course: row.course ?? '' }), ...rest].join(' · ') : row.targetName;
  const name = named ?? (withId ? row.targetId : null);
  return name ? `${kind} ${name}` : kind;
};

/** The action's label from the audit catalogue; an action this console does not know shows as recorded. */
export const actionLabel = (action: string): string => auditActionView(action).label;

const plainText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(plainText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Codes whose words the console already has (an account locked from betting), the same here as on their screens. */
const GAME_LABELS = Object.fromEntries(Object.entries(GAME_RULES).map(([code, rules]) => [code, rules.label]));
const KNOWN_CODES: Readonly<Record<string, string>> = { ...MARKET_STATUS_LABELS, ...ACCOUNT_STATUS_LABELS, ...GAME_LABELS };
const sentenceOf = (code: string): string => {
  if (Object.hasOwn(KNOWN_CODES, code)) return KNOWN_CODES[code] ?? code;
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/**
 * An item of a recorded list (a menu entry, a sport, a market) by the name a person knows it by, with its
 * path where it has one and "(hidden)" where it is not shown: a save that only hides an entry shows so.
 */
const itemName = (item: unknown): string => {
  if (item === null || typeof item !== 'object') return plainText(item);
  const named = item as Record<string, unknown>;
  const name = plainText(named.label ?? named.name ?? named.title ?? named.marketName ?? JSON.stringify(item));
  const path = typeof named.path === 'string' && named.path !== '' ? ` ${named.path}` : '';
  return `${name}${path}${named.visible === false ? ' (hidden)' : ''}`;
};

/**
 * A recorded object's entries in words (`entry`; null leaves one out), joined by commas, or `empty` when none
 * is left; anything else as plain text. An array is such an object only where `arrays` says so.
 */
const entriesText = (value: unknown, entry: (key: string, inner: unknown) => string | null, empty: string, { arrays = false } = {}): string =>
  value !== null && typeof value === 'object' && (arrays || !Array.isArray(value))
    ? Object.entries(value)
        .flatMap(([key, inner]) => entry(key, inner) ?? [])
        .join(', ') || empty
    : plainText(value);

const FORMATS: Record<AuditFormat, (value: unknown) => string> = {
  text: plainText,
  list: plainText,
  // Permission keys (addBetLimit) in the words of the permission dialogs (Add Bet Limit).
  permissions: (value) => (Array.isArray(value) ? (value.length === 0 ? '(none)' : value.map((key) => permissionLabel(String(key) as PermissionKey)).join(', ')) : plainText(value)),
  names: (value) => (Array.isArray(value) ? (value.length === 0 ? '(none)' : value.map(itemName).join(', ')) : plainText(value)),
  count: (value) => formatCount(Array.isArray(value) ? value.length : typeof value === 'number' ? value : Number(value ?? 0)),
  // { sport: 1, event: 4 } → "sport 1, event 4", zero counts left out.
  tally: (value) => entriesText(value, (key, n) => (n === 0 ? null : `${key} ${plainText(n)}`), 'none', { arrays: true }),
  // { "0 goals": "9.00", … } → "0 goals 9.00, 1 goal 4.50": every entry, in its order.
  pairs: (value) => entriesText(value, (key, inner) => `${key} ${plainText(inner)}`, '(none)'),
  // { autoplay: true, chat: false } → "Autoplay": the switches that are on, in words.
  flags: (value) => entriesText(value, (key, on) => (on === true ? sentenceOf(key) : null), '(none)'),
  onOff: (value) => (value === true || value === 1 ? 'On' : value === false || value === 0 ? 'Off' : plainText(value)),
  yesNo: (value) => (value === true || value === 1 ? 'Yes' : value === false || value === 0 ? 'No' : plainText(value)),
  seconds: (value) => (typeof value === 'number' ? `${value} s` : plainText(value)),
  // Amounts in their own currency's units (a white label's may not be rupees): grouped, with two decimals.
  amount: (value) => (typeof value === 'number' ? formatNumber(value, { decimals: 2 }) : plainText(value)),
  // The ledger's paise, as rupees.
  minor: (value) => (typeof value === 'number' ? formatMinor(value) : plainText(value)),
  // A code in words: "bettingLocked" as "Betting locked", "FANCY_MANAGER" as "Fancy manager".
  code: (value) => (typeof value === 'string' && /^(?:[a-z]+(?:[A-Z][a-z]*)*|[A-Z]+(?:_[A-Z]+)*)$/.test(value) ? sentenceOf(value) : plainText(value)),
  // An instant as recorded (ISO), in the console's date format and zone; anything else as recorded.
  moment: (value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : plainText(value)),
};

/** A field pointing at nothing (no manager, no market types): no id to hide, so it shows as "—" or "(none)". */
const pointsAtNothing = (value: unknown): boolean => value === null || (Array.isArray(value) && value.length === 0);

/**
 * A field's line, or null when it has nothing to show: a field named by another (`nameIn`) shows that name;
 * without it, its value only where its format puts it in words or it points at nothing, never a bare id.
 */
const line = (field: AuditField, record: Readonly<Record<string, unknown>>, key: string): string | null => {
  const name = field.nameIn === undefined ? undefined : record[field.nameIn];
  if (typeof name === 'string' && name !== '') return `${field.label}: ${name}`;
  if (field.nameIn !== undefined && field.format === undefined && !pointsAtNothing(record[key])) return null;
  return `${field.label}: ${auditValueWords(field, record[key]) ?? FORMATS[field.format ?? 'text'](record[key])}`;
};

/**
 * A before/after record as "Field: value" lines, the way the audit catalogue says this action is shown:
 * its fields in order, with their labels and formats; a list record in its format; an action without a
 * declared view as every field recorded.
 */
export const changeLines = (action: string, value: unknown): string[] => {
  if (value === null || value === undefined) return [];
  const view = auditActionView(action);
  if (Array.isArray(value) || typeof value !== 'object') return [FORMATS[view.whole ?? 'text'](value)];
  const record = value as Record<string, unknown>;
  if (!view.fields) return Object.keys(record).map((key) => `${key}: ${plainText(record[key])}`);
  return Object.entries(view.fields).flatMap(([key, field]) => (key in record ? (line(field, record, key) ?? []) : []));
};

/** A calendar day of the zone times are shown in, as an instant range for the exchange (its log stores UTC instants). */
export const dayStart = (date: string): string | undefined => instantOfWallTime(`${date}T00:00:00`) ?? undefined;
export const dayEnd = (date: string): string | undefined => {
  const start = dayStart(date);
  // The next day's start, less a millisecond: a day of 23 or 25 hours (clocks changing) ends where it should.
  const next = start === undefined ? undefined : instantOfWallTime(`${new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)}T00:00:00`);
  return next ? new Date(Date.parse(next) - 1).toISOString() : undefined;
};
