import { CASINO_GAME_LABELS } from '../casino/games';
import { LIMIT_LEVEL_LABELS } from '../catalogue/limits';
import { MARKET_FAMILY_LABELS } from '../catalogue/market-families';
import { MARKET_STATUS_LABELS, SELECTION_STATUS_LABELS } from '../catalogue/market-status';
import { CASINO_EVENT_STATUS_LABELS, CASINO_PROVIDER_LABELS, CASINO_ROUND_STATUS_LABELS } from '../contract/casino';
import { SITE_ENVIRONMENT_LABELS } from '../contract/domains';
import { EXCHANGE_STATUS_LABELS, PROJECT_STATUS_LABELS } from '../contract/exchanges';
import { QUERY_STATUS_LABELS } from '../contract/queries';
import { STREAM_KIND_LABELS } from '../contract/streaming';
import { SITE_MENU_LABELS, WHITE_LABEL_STATUS_LABELS } from '../contract/white-label-schemas';
import { ACCOUNT_STATUS_LABELS } from '../money/accounts';
import { RESULT_STATUS_LABELS } from '../results/result-value';
import type { AuditField, AuditFormat } from './formats';

/**
 * How one audited action is shown: its label, and which fields of its before/after records appear, in
 * order, with their label and format. Fields not listed stay in the log but are not shown (timestamps,
 * internal ids). No `fields`: every recorded field is shown as recorded. `whole`: the record is a list
 * (a menu, an order) rather than an object, shown in this format.
 */
export interface AuditActionView {
  readonly label: string;
  readonly fields?: Readonly<Record<string, AuditField>>;
  readonly whole?: AuditFormat;
}

const NAME: AuditField = { label: 'Name' };
const USER_NAME: AuditField = { label: 'User name' };
/** A status as recorded is a code (bettingLocked, ballRunning): shown in words. */
const STATUS: AuditField = { label: 'Status', format: 'code' };
/**
 * A field holding codes its own screen names from a label map (a white label's menus, a result's status):
 * shown in the same words; a code the map lacks (a newer exchange's) in `format`.
 */
const worded = (label: string, words: Readonly<Record<string, string>>, format: AuditFormat = 'code'): AuditField => ({ label, format, words });
const statusIn = (words: Readonly<Record<string, string>>) => worded('Status', words);
const MARKET_STATUS = statusIn(MARKET_STATUS_LABELS);
const RESULT_STATUS = statusIn(RESULT_STATUS_LABELS);
const STREAM_KIND = worded('Kind', STREAM_KIND_LABELS);
const FAMILY = worded('Family', MARKET_FAMILY_LABELS);
const GRANTED: AuditField = { label: 'Permissions', format: 'permissions' };
const EXTERNAL_ID: AuditField = { label: 'Provider id' };
/** A moment as recorded (an ISO instant), shown in the console's date format. */
const moment = (label: string): AuditField => ({ label, format: 'moment' });
/**
 * A field that holds another record's id, shown by the name the exchange records beside it (`sportId` by
 * `sportName`); a row recorded before names were leaves it out rather than show the id.
 */
const named = (label: string, nameIn: string): AuditField => ({ label, nameIn });
const SPORT = named('Sport', 'sportName');
const COMPETITION = named('Competition', 'competitionName');
const EVENT = named('Event', 'eventName');
/** A staff role by its label, recorded beside its code; an older row's code in words ("FANCY_MANAGER": Fancy manager). */
const ROLE: AuditField = { label: 'Role', format: 'code', nameIn: 'roleLabel' };

const account = { name: NAME, userName: USER_NAME, domain: { label: 'Domain' }, role: ROLE, status: STATUS, credentialsChanged: { label: 'Password changed', format: 'yesNo' } } as const;
const sport = { name: NAME, externalId: EXTERNAL_ID } as const;
const competition = { name: NAME, sportId: SPORT, country: { label: 'Country' }, externalId: EXTERNAL_ID } as const;
const event = {
  name: NAME,
  competitionId: COMPETITION,
  openDate: moment('Opens'),
  country: { label: 'Country' },
  inPlayCapable: { label: 'In-play capable', format: 'yesNo' },
  autoMarkets: { label: 'Auto markets', format: 'count' },
  externalId: EXTERNAL_ID,
} as const;
const banner = { title: { label: 'Title' }, link: { label: 'Link' }, site: { label: 'Site' }, startAt: moment('Starts'), endAt: moment('Ends'), status: STATUS, width: { label: 'Width' }, height: { label: 'Height' } } as const;
const article = { kind: { label: 'Kind', format: 'code' }, title: { label: 'Title' }, body: { label: 'Text' }, status: STATUS } as const;
const streamApp = { name: NAME, kind: STREAM_KIND, notes: { label: 'Notes' } } as const;
const stream = { name: NAME, url: { label: 'URL' }, kind: STREAM_KIND, device: { label: 'Device', format: 'code' }, targetName: { label: 'Shown for' }, section: { label: 'Section' } } as const;
/**
 * A casino stream monitor is recorded by its table's name (`name`, which makes the table the audit's target)
 * and its stream's name; rows recorded before kept `tableName` and a bare stream id, which is not shown.
 */
const casinoStreamMonitor = { name: { label: 'Table' }, tableName: { label: 'Table' }, streamName: { label: 'Stream' }, flags: { label: 'On', format: 'flags' } } as const;
const casinoTab = { name: NAME } as const;
const casinoEvent = { name: NAME, tabName: { label: 'Tab' }, game: worded('Game', CASINO_GAME_LABELS), provider: worded('Provider', CASINO_PROVIDER_LABELS), status: statusIn(CASINO_EVENT_STATUS_LABELS), roundSeconds: { label: 'Round (s)' }, minStake: { label: 'Min stake', format: 'amount' }, maxStake: { label: 'Max stake', format: 'amount' } } as const;
const casinoRound = { eventName: { label: 'Table' }, seq: { label: 'Round' }, status: statusIn(CASINO_ROUND_STATUS_LABELS), result: { label: 'Result' }, bets: { label: 'Bets', format: 'count' }, staked: { label: 'Staked', format: 'amount' }, paid: { label: 'Paid', format: 'amount' }, reason: { label: 'Reason' } } as const;
const ball = { innings: { label: 'Innings' }, over: { label: 'Over' }, ball: { label: 'Ball' }, runs: { label: 'Runs' }, wicket: { label: 'Wicket', format: 'yesNo' }, commentary: { label: 'Commentary' } } as const;
const team = { name: NAME, shortName: { label: 'Short name' }, sport: { label: 'Sport', format: 'code' } } as const;
const player = { name: NAME, teamId: named('Team', 'teamName'), shirtNumber: { label: 'Shirt' }, role: { label: 'Role' } } as const;
/**
 * Result rows name their market with its event (`market`: "Arsenal v Chelsea · Match Odds"; older rows the
 * market alone). An entry awaiting verification or in dispute records its result as "Hidden until verified":
 * only a declared result's value is in the log.
 */
const RESULT_MARKET = { label: 'Market' } as const;
const RESULT_ENTRY = { market: RESULT_MARKET, result: { label: 'Result' }, voidFactor: { label: 'Void factor' }, status: RESULT_STATUS, effect: { label: 'Effect' } } as const;
const RESULT_VOID = {
  market: RESULT_MARKET,
  rolledBackVersion: { label: 'Settlement rolled back first (version)' },
  voided: { label: 'Bets voided', format: 'count' },
  reason: { label: 'Reason' },
  resettledVersion: { label: 'Settled again as version' },
} as const;
const market = {
  name: NAME,
  eventId: EVENT,
  marketTypeId: named('Market type', 'marketTypeName'),
  status: MARKET_STATUS,
  selections: { label: 'Selections', format: 'list' },
  externalId: EXTERNAL_ID,
} as const;
const marketType = { code: { label: 'Code' }, name: NAME, family: FAMILY, sportId: SPORT } as const;
/** A limit's level in words ("Competition") and its target by the name recorded beside its id. */
const betLimit = {
  level: worded('Level', LIMIT_LEVEL_LABELS),
  targetId: named('Target', 'targetName'),
  minStake: { label: 'Min stake', format: 'amount' },
  maxStake: { label: 'Max stake', format: 'amount' },
  maxProfit: { label: 'Max profit', format: 'amount' },
  maxLiability: { label: 'Max liability', format: 'amount' },
} as const;
const active = { active: { label: 'Active', format: 'onOff' } } as const;
const MENUS = worded('Menus', SITE_MENU_LABELS, 'list');
const WHITE_LABEL_STATUS = statusIn(WHITE_LABEL_STATUS_LABELS);
const whiteLabel = {
  name: NAME,
  adminUrl: { label: 'Admin URL' },
  clientUrl: { label: 'Client URL' },
  currency: { label: 'Currency' },
  commission: { label: 'Commission %' },
  menus: MENUS,
  status: WHITE_LABEL_STATUS,
} as const;
const siteMoney = { name: NAME, users: { label: 'Users', format: 'count' }, amount: { label: 'Amount', format: 'amount' }, fileName: { label: 'Backup file' }, batchId: { label: 'Ledger batch' }, transferTo: { label: 'Moved to' } } as const;
const domain = { name: { label: 'Domain' }, whiteLabel: { label: 'White label' }, environment: worded('Environment', SITE_ENVIRONMENT_LABELS), status: STATUS } as const;
const domainVariable = { domain: { label: 'Domain' }, key: { label: 'Key' }, value: { label: 'Value' } } as const;
const siteExchange = { name: NAME, code: { label: 'Code' }, apiUrl: { label: 'API URL' }, currency: { label: 'Currency' }, status: statusIn(EXCHANGE_STATUS_LABELS) } as const;
const project = { name: NAME, description: { label: 'Description' }, exchanges: { label: 'Exchanges', format: 'list' } } as const;
const seconds = { seconds: { label: 'Delay', format: 'seconds' } } as const;

/**
 * A record kind's create, update and delete, shown as "<Noun> created" (or `createdAs`: "added", "recorded"),
 * "<Noun> edited" and "<Noun> deleted" with the same fields (`createUpdateDelete('sport', 'Sport', sport)`).
 */
const createUpdateDelete = <K extends string, F extends Readonly<Record<string, AuditField>>>(kind: K, noun: string, fields: F, createdAs = 'created') =>
  ({
    [`${kind}.create`]: { label: `${noun} ${createdAs}`, fields },
    [`${kind}.update`]: { label: `${noun} edited`, fields },
    [`${kind}.delete`]: { label: `${noun} deleted`, fields },
  }) as Record<`${K}.${'create' | 'update' | 'delete'}`, { readonly label: string; readonly fields: F }>;

/**
 * Every action the demo exchange (and, later, any exchange we speak to) records in its audit log, declared
 * once: the exchange may only write these (`ctx.audit` takes an `AuditAction`), and the Operational Logs
 * screen reads their labels and fields here, so no row shows a raw key.
 */
export const AUDIT_ACTIONS = {
  'auth.changePassword': { label: 'Password changed', fields: { userName: USER_NAME } },

  ...createUpdateDelete('trader', 'Trader', account),
  'trader.permissions': { label: 'Trader permissions changed', fields: { granted: GRANTED } },
  'trader.status': { label: 'Trader status changed', fields: { status: STATUS } },

  'staff.create': { label: 'Staff account created', fields: { ...account, granted: GRANTED } },
  'staff.resetPassword': { label: 'Staff password reset', fields: { userName: USER_NAME } },
  'staff.status': { label: 'Staff status changed', fields: { status: STATUS } },
  'staff.roleDefaults': { label: 'Role defaults changed', fields: { granted: GRANTED } },

  ...createUpdateDelete('sport', 'Sport', sport),
  'sport.active': { label: 'Sport switched on or off', fields: active },
  ...createUpdateDelete('competition', 'Competition', competition),
  'competition.active': { label: 'Competition switched on or off', fields: active },
  ...createUpdateDelete('event', 'Event', event),
  'event.active': { label: 'Event switched on or off', fields: active },

  ...createUpdateDelete('market', 'Market', market),
  'market.status': { label: 'Market status changed', fields: { status: MARKET_STATUS } },
  'market.flags': { label: 'Market flags changed', fields: { inPlay: { label: 'In play', format: 'onOff' }, popular: { label: 'Popular', format: 'onOff' } } },
  // The row's target names the selection with its market ("Arsenal v Chelsea · Match Odds · Arsenal").
  'selection.status': { label: 'Selection status changed', fields: { status: statusIn(SELECTION_STATUS_LABELS) } },
  'market.suspendAll': {
    label: 'All markets suspended',
    fields: { suspended: { label: 'Suspended', format: 'count' }, added: { label: 'Suspended by this press', format: 'count' }, batchId: { label: 'Batch' } },
  },
  'market.restoreAll': { label: 'Suspended markets restored', fields: { batchId: { label: 'Batch' }, restored: { label: 'Restored', format: 'count' }, stayedSuspendedOff: { label: 'Stayed suspended: past the off', format: 'count' } } },
  'market.exportAccessCodes': {
    label: 'Market access codes exported',
    fields: { format: { label: 'Format' }, sportId: SPORT, competitionId: COMPETITION, eventId: EVENT, rows: { label: 'Rows', format: 'count' } },
  },
  ...createUpdateDelete('marketType', 'Market type', marketType),
  'autoMarkets.save': { label: 'Auto markets changed', fields: { marketTypeIds: named('Market types', 'marketTypeNames'), overs: { label: 'Overs lines', format: 'list' } } },

  ...createUpdateDelete('betLimit', 'Bet limit', betLimit),
  'betDelay.family': { label: 'Bet delay of a market family changed', fields: seconds },
  'betDelay.market': { label: 'Bet delay of a market changed', fields: seconds },

  'provider.import': {
    label: 'Catalogue imported from the provider',
    fields: { items: { label: 'Items asked for', format: 'count' }, created: { label: 'Created', format: 'tally' }, linked: { label: 'Linked', format: 'tally' }, existing: { label: 'Already there', format: 'tally' }, unknown: { label: 'Unknown', format: 'count' } },
  },

  'navigation.exchangeMenu': { label: 'Exchange menu changed', whole: 'names' },
  'navigation.sports': { label: 'Sport navigation changed', whole: 'names' },
  'navigation.popularSports': { label: 'Popular sports changed', whole: 'names' },
  'navigation.quickLinks': { label: 'Quick links changed', whole: 'names' },
  'navigation.popularBets': { label: 'Most popular bets changed', whole: 'names' },
  'navigation.markets': { label: 'Market order of an event changed', whole: 'names' },

  'sportsbook.price': { label: 'Sportsbook odds changed', fields: { market: { label: 'Market' }, odds: { label: 'Odds', format: 'pairs' } } },
  'news.update': { label: 'News line changed', fields: { target: { label: 'Market or event' }, family: FAMILY, text: { label: 'News' } } },
  'bookmaker.price': { label: 'Bookmaker rates changed', fields: { market: { label: 'Market' }, rates: { label: 'Rates (back/lay)' } } },
  // Named by the race and the markets it was withdrawn from (`market`, "15:50 Cheltenham · Win and Place");
  // `totals` is the Rule 4 in force on them ("30p", or "Win 60p, Place 30p"); older rows kept one market's total.
  'racing.withdraw': {
    label: 'Non-runner withdrawn (Rule 4)',
    fields: {
      market: RESULT_MARKET,
      runner: { label: 'Runner' },
      price: { label: 'Price' },
      deduction: { label: 'Deduction (p)' },
      totals: { label: 'Rule 4 in force' },
      totalDeduction: { label: 'Market total (p)' },
    },
  },
  'account.status': { label: 'Betting account status changed', fields: { userName: USER_NAME, status: statusIn(ACCOUNT_STATUS_LABELS), reason: { label: 'Reason' } } },
  'report.view': { label: 'Saved report view changed', fields: { slot: { label: 'Slot' }, name: { label: 'Name' } } },
  'query.open': { label: 'Punter query recorded', fields: { userName: USER_NAME, subject: { label: 'Subject' } } },
  'query.respond': { label: 'Punter query answered or closed', fields: { status: statusIn(QUERY_STATUS_LABELS), answer: { label: 'Answer' } } },
  'result.enter': { label: 'Result entered', fields: RESULT_ENTRY },
  'result.verify': { label: 'Result verified', fields: RESULT_ENTRY },
  'result.hold': { label: 'Result held or released', fields: { market: RESULT_MARKET, status: RESULT_STATUS, reason: { label: 'Reason' } } },
  'result.settle': {
    label: 'Market settled',
    fields: { market: RESULT_MARKET, result: { label: 'Result' }, version: { label: 'Version' }, bets: { label: 'Bets', format: 'count' }, punterWon: { label: 'Punters won', format: 'minor' }, punterLost: { label: 'Punters lost', format: 'minor' }, status: RESULT_STATUS },
  },
  'result.unsettle': { label: 'Settlement rolled back', fields: { market: RESULT_MARKET, result: { label: 'Result' }, version: { label: 'Version' }, status: RESULT_STATUS, reason: { label: 'Reason' } } },
  'result.voidBets': { label: 'Bets voided', fields: RESULT_VOID },
  'result.preVoid': { label: 'Bets pre-voided (time window)', fields: { ...RESULT_VOID, from: moment('From'), to: moment('To') } },
  'result.voidMarket': { label: 'Market voided', fields: RESULT_VOID },
  'market.manager': { label: 'Market manager assigned', fields: { userId: named('Manager', 'userName') } },
  'fancy.price': {
    label: 'Fancy price changed',
    fields: { market: { label: 'Market' }, noLine: { label: 'NO line' }, noRate: { label: 'NO rate' }, yesLine: { label: 'YES line' }, yesRate: { label: 'YES rate' } },
  },
  'fancy.ball': {
    label: 'Ball-by-ball entry',
    fields: { entry: { label: 'Entry' }, ball: { label: 'Ball' }, overs: { label: 'Overs' }, score: { label: 'Score' }, ballRunning: { label: 'Ball running', format: 'yesNo' }, markets: { label: 'Markets changed', format: 'count' } },
  },
  'racing.event': { label: 'Race created', fields: { name: NAME, course: { label: 'Course' }, openDate: moment('Off time') } },
  'racing.market': { label: 'Race market created', fields: { market: { label: 'Market' }, runners: { label: 'Runners', format: 'list' } } },
  'desk.price': { label: 'Binary or lottery price changed', fields: { market: { label: 'Market' }, prices: { label: 'Prices' } } },
  'lottery.limit': { label: 'Lottery market limit changed', fields: { market: { label: 'Market' }, minStake: { label: 'Minimum stake', format: 'amount' }, maxStake: { label: 'Maximum stake', format: 'amount' }, maxProfit: { label: 'Maximum profit', format: 'amount' }, maxLiability: { label: 'Maximum liability', format: 'amount' } } },
  'virtual.schedule': { label: 'Virtual races scheduled', fields: { created: { label: 'Races' }, seed: { label: 'Seed' }, first: moment('First off') } },
  'rating.save': { label: 'Ratings saved', fields: { market: { label: 'Market' }, kind: { label: 'Kind', format: 'code' }, ratings: { label: 'Ratings' } } },
  'rating.limit': { label: 'Rating limit changed', fields: { market: { label: 'Market' }, maxStep: { label: 'Limit per save' } } },
  'banner.create': { label: 'Banner created', fields: banner },
  'banner.update': { label: 'Banner edited', fields: banner },
  'banner.delete': { label: 'Banner deleted (restorable)', fields: banner },
  'banner.status': { label: 'Banner published or withdrawn', fields: banner },
  'banner.restore': { label: 'Banner restored', fields: banner },
  'banner.sequence': { label: 'Banners reordered', whole: 'names' },
  'customBanner.create': { label: 'Custom banner added', fields: { text: { label: 'Text' }, link: { label: 'Link' }, colour: { label: 'Colour' }, site: { label: 'Site' } } },
  'customBanner.delete': { label: 'Custom banner deleted', fields: { text: { label: 'Text' }, link: { label: 'Link' }, colour: { label: 'Colour' }, site: { label: 'Site' } } },
  'article.create': { label: 'News, tip or preview written', fields: article },
  'article.update': { label: 'News, tip or preview edited', fields: article },
  'article.status': { label: 'News, tip or preview published or withdrawn', fields: article },
  'telegram.save': { label: 'Telegram link changed', fields: { link: { label: 'Link' } } },
  'menu.create': { label: 'Site menu item added', fields: { label: { label: 'Label' }, target: { label: 'Target' }, placement: { label: 'Placement', format: 'code' } } },
  'menu.delete': { label: 'Site menu item removed', fields: { label: { label: 'Label' }, target: { label: 'Target' }, placement: { label: 'Placement', format: 'code' } } },
  ...createUpdateDelete('streamApp', 'Stream app', streamApp),
  ...createUpdateDelete('stream', 'Stream', stream),
  ...createUpdateDelete('casinoStreamMonitor', 'Casino stream monitor', casinoStreamMonitor),
  'casinoTab.create': { label: 'Casino tab created', fields: casinoTab },
  'casinoTab.update': { label: 'Casino tab renamed', fields: casinoTab },
  'casinoTab.delete': { label: 'Casino tab deleted', fields: casinoTab },
  'casinoTab.sequence': { label: 'Casino tabs reordered', whole: 'names' },
  ...createUpdateDelete('casinoEvent', 'Casino table', casinoEvent),
  'casinoEvent.status': { label: 'Casino table status changed', fields: casinoEvent },
  'casinoRound.settle': { label: 'Casino round settled by hand', fields: casinoRound },
  'casinoRound.void': { label: 'Casino round voided', fields: casinoRound },
  ...createUpdateDelete('ballByBall', 'Ball', ball, 'recorded'),
  'ballByBall.media': { label: 'Ball media uploaded', fields: { ...ball, mediaType: { label: 'Media' } } },
  ...createUpdateDelete('team', 'Team', team),
  ...createUpdateDelete('player', 'Player', player),
  'score.entry': { label: 'Score entered', fields: { eventId: EVENT, summary: { label: 'Score' }, entry: { label: 'Entry' } } },
  'score.commentary': { label: 'Commentary added', fields: { eventId: EVENT, text: { label: 'Commentary' } } },

  ...createUpdateDelete('whiteLabel', 'White label', whiteLabel),
  'whiteLabel.logo': { label: 'White label logo changed', fields: { name: NAME, logoBytes: { label: 'Logo bytes' } } },
  'whiteLabel.clone': { label: 'White label cloned', fields: { ...whiteLabel, source: { label: 'Cloned from' } } },
  'whiteLabel.menus': { label: 'White label menus changed', fields: { menus: MENUS } },
  'whiteLabel.provision': { label: 'White label provisioned on the node', fields: { name: NAME, status: WHITE_LABEL_STATUS, nodeSiteId: { label: 'Node site' }, message: { label: 'Node answer' } } },
  'whiteLabel.backup': { label: 'White label balances backed up', fields: siteMoney },
  'whiteLabel.transfer': { label: 'White label balances moved up', fields: siteMoney },
  'whiteLabel.lockChildren': { label: 'Users of a white label locked from betting', fields: { name: NAME, locked: { label: 'Locked', format: 'count' }, reason: { label: 'Reason' }, active: { label: 'Active users', format: 'count' }, bettingLocked: { label: 'Betting locked', format: 'count' } } },
  'whiteLabel.assignUsers': { label: 'Users put under a white label', fields: { name: NAME, users: { label: 'Users', format: 'count' }, root: { label: 'Agent and downline' } } },
  'whiteLabel.exportRecords': { label: 'White label records exported', fields: { name: NAME, format: { label: 'Format' }, rows: { label: 'Rows', format: 'count' } } },
  'whiteLabel.deleteRecords': { label: 'White label records deleted', fields: { name: NAME, users: { label: 'Users', format: 'count' }, closed: { label: 'Closed', format: 'count' } } },
  ...createUpdateDelete('domain', 'Domain', domain, 'added'),
  'domain.verify': { label: 'Domain verification', fields: { name: { label: 'Domain' }, status: STATUS, problem: { label: 'Problem' } } },
  'domainVariable.create': { label: 'Domain variable added', fields: domainVariable },
  'domainVariable.update': { label: 'Domain variable changed', fields: domainVariable },
  'domainVariable.delete': { label: 'Domain variable deleted', fields: domainVariable },
  ...createUpdateDelete('siteExchange', 'Exchange', siteExchange, 'added'),
  ...createUpdateDelete('project', 'Project', project, 'added'),
  'project.status': { label: 'Project status changed on an exchange', fields: { name: NAME, exchange: { label: 'Exchange' }, status: statusIn(PROJECT_STATUS_LABELS), refused: { label: 'Refused' } } },
  'genericCall.request': { label: 'Generic call (admin tool)', fields: { method: { label: 'Method' }, path: { label: 'Path' }, fields: { label: 'Body fields', format: 'list' } } },
} as const satisfies Readonly<Record<string, AuditActionView>>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

/** The view of a recorded action; an action this console does not know yet (a newer exchange) is shown as recorded. */
export const auditActionView = (action: string): AuditActionView => (isAuditAction(action) ? AUDIT_ACTIONS[action] : { label: action });
