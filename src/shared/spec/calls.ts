/**
 * The specification's §7 calls, one entry each, so that coverage is computed from the contract (each
 * operation names the calls it serves in `spec`) instead of claimed. Ids are stable: documents and
 * operations refer to them; never rename one, add a new one.
 *
 * Counting rule (it gives 320 calls; the platform issue says "roughly 300"):
 * - every call of the table "Calls with known shapes" counts once;
 * - in the other families each named call counts once, and a phrase naming several verbs or objects counts
 *   once per name: "tabs (save, list, delete, update, sequence)" is 5 calls, "team and player CRUD" is 8
 *   (create, list, update, delete of each), "export of market access codes as PDF or Excel" is 2;
 * - a phrase that applies to a set the specification names counts once per member: the nine calls of the
 *   market families × the 8 families named in that line, "save per family" and "bet delays per family" × 8,
 *   "news updates for fancy, sportsbook, bookmaker, racing, exchange" × 5; "on/off lists" counts once per
 *   level of the line before it (event type, competition, event);
 * - a call named twice (the cron log list, in "Calls with known shapes" and under white labels) keeps both
 *   entries: coverage is per line of the specification, and one operation may serve both.
 */

/** The §7 headings, in the specification's order. */
export const SPEC_FAMILIES = [
  'Calls with known shapes',
  'Auth',
  'Catalogue',
  'Active switches',
  'Market families',
  'Results',
  'Risk',
  'Bet limits and delays',
  'Casino',
  'Streaming',
  'Score',
  'Content',
  'White label and domains',
  'GET',
  'External',
] as const;
export type SpecFamily = (typeof SPEC_FAMILIES)[number];

export interface SpecCallEntry {
  readonly family: SpecFamily;
  /** The specification's words for the call. */
  readonly words: string;
}

type Calls<Id extends string> = { readonly [K in Id]: SpecCallEntry };

/** The calls of one heading: `prefix.key` for each key, with the specification's words. */
const heading = <const P extends string, const K extends string>(family: SpecFamily, prefix: P, words: Record<K, string>) =>
  Object.fromEntries(Object.entries<string>(words).map(([key, text]) => [`${prefix}.${key}`, { family, words: text }])) as Calls<`${P}.${K}`>;

/** One call per member of a set the specification names: `prefix.member.key`, words "<call> (<member>)". */
const perMember = <const P extends string, const M extends string, const K extends string>(
  family: SpecFamily,
  prefix: P,
  members: Record<M, string>,
  words: Record<K, string>,
) =>
  Object.fromEntries(
    Object.entries<string>(members).flatMap(([member, memberWords]) =>
      Object.entries<string>(words).map(([key, text]) => [`${prefix}.${member}.${key}`, { family, words: `${text} (${memberWords})` }]),
    ),
  ) as Calls<`${P}.${M}.${K}`>;

/** "Market families (fancy, bookmakers, sportsbook, match odds, binary, racing, lottery, virtual)". */
const MARKET_FAMILIES = {
  fancy: 'fancy',
  bookmaker: 'bookmakers',
  sportsbook: 'sportsbook',
  matchOdds: 'match odds',
  binary: 'binary',
  racing: 'racing',
  lottery: 'lottery',
  virtual: 'virtual',
} as const;

export const SPEC_CALLS = {
  ...heading('Calls with known shapes', 'known', {
    login: 'Login (POST): userName, password',
    getTraderPermissions: 'Get trader permissions: traderIs (role), traderId',
    changeTraderPermission: 'Change trader permission: traderId, permission map',
    changePassword: 'Change password: oldPassword, newPassword',
    tradersList: 'Traders list (POST): table paging, search and order request',
    addTrader: 'Add trader: name, userName, domain, password, role, traderId',
    deleteTrader: 'Delete trader (POST): traderId',
    cronLogsList: 'Cron logs list: empty payload, data array',
  }),
  ...heading('Auth', 'auth', {
    connectionIdUpdate: 'connection id update',
    otpVerification: 'OTP verification',
    accessCodeVerification: 'access-code verification',
  }),
  ...heading('Catalogue', 'catalogue', {
    eventTypes: 'event types',
    eventsData: 'events data',
    competitions: 'competitions',
    events: 'events',
    markets: 'markets',
    marketTypes: 'market types',
    sideNavigation: 'side navigation',
    exchangeTypeSave: 'exchange type save',
    exchangeTypeUpdate: 'exchange type update',
    exchangeTypeDelete: 'exchange type delete',
    bettingDataNavigation: 'external betting-data navigation list for importing sports, tournaments, events and markets',
    addSport: 'add sport',
    updateSport: 'update sport',
    deleteSport: 'delete sport',
    addCompetition: 'add competition',
    updateCompetition: 'update competition',
    deleteCompetition: 'delete competition',
    addEvent: 'add event',
    updateEvent: 'update event',
    deleteEvent: 'delete event',
    addMarket: 'add market',
    updateMarket: 'update market',
    deleteMarket: 'delete market',
    addMarketType: 'add market type',
    updateMarketType: 'update market type',
    deleteMarketType: 'delete market type',
    autoMarketsList: 'auto markets list',
    oversList: 'overs list',
    marketTypeSearch: 'market type search',
    racingSelectionSearch: 'racing selection search',
    marketFlagsUpdate: 'market flags update',
    marketFieldsUpdate: 'market fields update',
    virtualEvents: 'virtual events',
    virtualMarkets: 'virtual markets',
    lotteryEvents: 'lottery events',
    lotteryMarkets: 'lottery markets',
  }),
  ...heading('Active switches', 'active', {
    eventType: 'change event type active state',
    competition: 'change competition active state',
    event: 'change event active state',
    eventTypeOnOffList: 'on/off list (event types)',
    competitionOnOffList: 'on/off list (competitions)',
    eventOnOffList: 'on/off list (events)',
  }),
  ...perMember('Market families', 'families', MARKET_FAMILIES, {
    eventList: 'event list',
    marketList: 'market list',
    managerMarkets: 'manager markets',
    details: 'details',
    sequence: 'sequence',
    status: 'status',
    betDelay: 'bet delay',
    inPlay: 'in-play',
    popular: 'popular',
  }),
  ...heading('Market families', 'families.fancy', {
    volume: 'fancy volume',
    odds: 'fancy odds',
    price: 'fancy price',
    history: 'fancy history',
    profitLoss: 'fancy P/L',
    news: 'fancy news',
    multiMarket: 'fancy multi-market',
    ballByBall: 'fancy ball-by-ball',
  }),
  ...perMember('Market families', 'families', { bookmaker: 'bookmakers', sportsbook: 'sportsbook' } as const, {
    price: 'price',
    selectionStatus: 'selection status',
    marketData: 'market data',
    volume: 'volume',
    history: 'history',
  }),
  ...heading('Market families', 'families.racing', {
    bookmakerSelections: 'racing bookmaker selections',
    deduction: 'racing deduction',
    createEvent: 'racing event creation',
    createMarket: 'racing market creation',
  }),
  ...perMember(
    'Market families',
    'families',
    { fancy: 'fancy', sportsbook: 'sportsbook', bookmaker: 'bookmaker', racing: 'racing', exchange: 'exchange' } as const,
    { newsUpdate: 'news update' },
  ),
  ...heading('Market families', 'families', {
    lineMarketFairValue: 'fair value for a line market',
    ratingsGeneral: 'ratings save (general)',
    ratingsBookmaker: 'ratings save (bookmaker)',
    ratingsRace: 'ratings save (race)',
  }),
  ...heading('Results', 'results', {
    marketResultList: 'market result list',
    verify: 'verify',
    checkingResultEvents: 'checking-result events',
    checkingResultMarkets: 'checking-result markets',
    checkingResultUpdate: 'checking-result update',
    unsettledResult: 'unsettled result',
    holdStatus: 'hold status',
    lineMarketResult: 'line market result',
    virtualResults: 'virtual results',
    lotteryResults: 'lottery results',
    settle: 'settle',
    unsettle: 'unsettle',
    preVoidList: 'pre-void list',
    postVoidList: 'post-void list',
    manualBetVoidList: 'manual bet-void list',
    marketsForVoid: 'markets for void',
  }),
  ...perMember('Results', 'results', MARKET_FAMILIES, { save: 'result save' }),
  ...heading('Risk', 'risk', {
    marketList: 'risk market list',
    userBetsAll: 'user bet list (all)',
    userBetsLive: 'user bet list (live)',
    userBetsExchange: 'user bet list (exchange)',
    userBetsHistory: 'user bet list (history)',
    accountStatement: 'account statement',
    activityList: 'activity list',
    userStatus: 'user status',
    userInfoSearch: 'user info search',
    parentOfUser: 'parent of user',
    agentProfitLossBySport: 'agent profit/loss by sport',
    agentProfitLossByEvent: 'agent profit/loss by event',
    agentProfitLossByMarket: 'agent profit/loss by market',
    traderUnsettledBets: 'trader unsettled bets',
    traderFancyProfitLoss: 'trader fancy profit/loss',
    traderBookmakerProfitLoss: 'trader bookmaker profit/loss',
    traderSportsbookProfitLoss: 'trader sportsbook profit/loss',
    allMarketSuspend: 'all-market suspend',
  }),
  ...heading('Bet limits and delays', 'limits', {
    save: 'save bet limit',
    list: 'list bet limits',
    delete: 'delete bet limit',
    marketBetLimit: 'market bet limit',
    sportsbookBetLimit: 'sportsbook bet limit',
    defaultRatingLimit: 'default rating limit',
    marketRatingLimit: 'per-market rating limit',
    customBetDelay: 'custom bet delay',
    lotteryMarketLimitChange: 'lottery market limit change',
    bettingLimitImports: 'betting-limit imports',
  }),
  ...perMember('Bet limits and delays', 'limits', MARKET_FAMILIES, { betDelays: 'bet delays' }),
  ...heading('Casino', 'casino', {
    tabSave: 'tab save',
    tabList: 'tab list',
    tabDelete: 'tab delete',
    tabUpdate: 'tab update',
    tabSequence: 'tab sequence',
    eventSave: 'event save',
    eventList: 'event list',
    eventDelete: 'event delete',
    eventUpdate: 'event update',
    eventStatus: 'event status',
    unsettledInternationalEvents: 'unsettled international events',
    manualInternationalSettle: 'manual international settle',
    manualVoid: 'manual void',
    roundResult: 'round result',
    ballByBallList: 'ball-by-ball list',
    ballByBallUpdate: 'ball-by-ball update',
    ballByBallDelete: 'ball-by-ball delete',
    ballByBallMediaUpload: 'ball-by-ball media upload',
  }),
  ...heading('Streaming', 'streaming', {
    streamAppList: 'stream app list',
    streamAppSave: 'stream app save',
    streamAppDelete: 'stream app delete',
    eventStreamList: 'event stream list',
    eventStreamSave: 'event stream save',
    eventStreamDelete: 'event stream delete',
    casinoStreamMonitorSave: 'casino stream monitor save',
    casinoStreamMonitorDelete: 'casino stream monitor delete',
    casinoStreamMonitorFlags: 'casino stream monitor flags list',
    playerStreams: 'player streams',
    eventStreaming: 'event streaming',
  }),
  ...heading('Score', 'score', {
    teamCreate: 'team create',
    teamList: 'team list',
    teamUpdate: 'team update',
    teamDelete: 'team delete',
    playerCreate: 'player create',
    playerList: 'player list',
    playerUpdate: 'player update',
    playerDelete: 'player delete',
    teamNameSearch: 'team name search',
    scoreList: 'score list',
    scoreCreate: 'score creation',
    commentaryUpdate: 'commentary update',
  }),
  ...heading('Content', 'content', {
    bannerList: 'banner list',
    bannerSave: 'banner save',
    bannerDelete: 'banner delete',
    bannerSequence: 'banner sequence',
    customBannerAdd: 'custom banner add',
    customBannerList: 'custom banner list',
    customBannerDelete: 'custom banner delete',
    tipsPreviewUpdate: 'tips and preview update',
    tipsPreviewSave: 'tips and preview save',
    news: 'news',
    telegramLink: 'Telegram link',
    menuAdd: 'menu add',
  }),
  ...heading('White label and domains', 'whiteLabel', {
    list: 'white label list',
    config: 'white label config',
    save: 'white label save',
    delete: 'white label delete',
    clone: 'white label clone',
    linkSearch: 'link search',
    userCounts: 'user counts',
    menus: 'menus',
    childBalanceInfo: 'child balance info',
    childBalanceTransfer: 'child balance transfer',
    childBalanceBackup: 'child balance backup',
    lockAllChildren: 'lock all children',
    exportRecords: 'export records',
    deleteRecords: 'delete records',
    domainList: 'domain list',
    domainAdd: 'domain add',
    domainEdit: 'domain edit',
    domainDelete: 'domain delete',
    domainVariableList: 'domain variable list',
    domainVariableSave: 'domain variable save',
    domainVariableDelete: 'domain variable delete',
    environmentLists: 'environment lists',
    dnsEnvironment: 'DNS environment',
    exchangeAdd: 'exchange add',
    exchangeGet: 'exchange get',
    exchangeUpdate: 'exchange update',
    exchangeDelete: 'exchange delete',
    exchangeNames: 'exchange names',
    projectAdd: 'project add',
    projectEdit: 'project edit',
    projectDelete: 'project delete',
    projectStatusChange: 'project status change across exchanges',
    cronLogList: 'cron log list',
  }),
  ...heading('GET', 'get', {
    count: 'a count',
    exportAccessCodesPdf: 'export of market access codes as PDF, with query parameters',
    exportAccessCodesExcel: 'export of market access codes as Excel, with query parameters',
    fileDownload: 'a file download as blob',
    reports: 'reports with the report query fields',
    betHistory: 'bet history',
    playerReport: 'player report',
    genericGet: 'generic GET with a caller-given path',
    genericPost: 'generic POST with a caller-given path',
    geolocation: 'a geolocation lookup at a maps-or-location service using a {key}',
  }),
  ...heading('External', 'external', {
    whiteLabelCreate: 'white-label creation at a raw IP address on port 8001',
    dnsEnvironmentList: 'DNS environment list on a provider host',
    providerGamesList: 'game provider: games list',
    providerEnableGame: 'game provider: enable game by id',
    providerDisableGame: 'game provider: disable game by id',
    providerGameReport: 'game provider: game report',
    providerPlayerReport: 'game provider: player report',
    providerHistoryReport: 'game provider: history report',
  }),
} as const satisfies Record<string, SpecCallEntry>;

export type SpecCallId = keyof typeof SPEC_CALLS;

export const SPEC_CALL_IDS = Object.keys(SPEC_CALLS) as SpecCallId[];

export const isSpecCallId = (id: string): id is SpecCallId => Object.hasOwn(SPEC_CALLS, id);
