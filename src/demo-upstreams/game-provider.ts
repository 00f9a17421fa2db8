import { answer, NOT_FOUND, REFUSED, type SimulatorHandler } from './simulator-server';

const GAMES = [
  { id: 'teen-patti-20', name: 'Teen Patti 20-20', enabled: true },
  { id: 'andar-bahar', name: 'Andar Bahar', enabled: true },
  { id: 'dragon-tiger', name: 'Dragon Tiger', enabled: true },
  { id: 'lucky-7', name: 'Lucky 7', enabled: false },
  { id: 'roulette-eu', name: 'European Roulette', enabled: true },
];

const PLAYERS = Array.from({ length: 120 }, (_, i) => `punter${String(i + 1).padStart(4, '0')}`);
const REPORT_FIELDS = ['game_id', 'start', 'end', 'tz_offset', 'max', 'offset', 'remote_id', 'realm', 'key'];
const DAY = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const DAY_MS = 86_400_000;

/** A small repeatable number from a text: the same query always reports the same figures. */
const figure = (seed: string, max: number): number => [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_003, 7) % max;

interface ReportQuery {
  readonly gameId: string | null;
  readonly remoteId: string | null;
  readonly from: number;
  readonly days: number;
  readonly max: number;
  readonly offset: number;
}

/** The provider's own checks of spec §3's fields: anything else is answered 400 with its reason. */
const readQuery = (params: URLSearchParams): ReportQuery | string => {
  const unknown = [...params.keys()].find((name) => !REPORT_FIELDS.includes(name));
  if (unknown) return `unknown parameter ${unknown}`;
  if (params.get('realm') !== 'INR') return 'realm must be INR';
  const [start, end] = [DAY.exec(params.get('start') ?? ''), DAY.exec(params.get('end') ?? '')];
  if (!start || !end) return 'start and end must be dates as YYYY/MM/DD';
  const from = Date.UTC(Number(start[1]), Number(start[2]) - 1, Number(start[3]));
  const days = Math.round((Date.UTC(Number(end[1]), Number(end[2]) - 1, Number(end[3])) - from) / DAY_MS) + 1;
  if (days < 1) return 'end is before start';
  if (days > 92) return 'a report covers at most 92 days';
  if (!/^-?\d+$/.test(params.get('tz_offset') ?? '')) return 'tz_offset must be minutes';
  const max = Number(params.get('max') ?? '50');
  const offset = Number(params.get('offset') ?? '0');
  if (!Number.isInteger(max) || max < 1 || max > 500 || !Number.isInteger(offset) || offset < 0) return 'max is 1 to 500 and offset 0 or more';
  return { gameId: params.get('game_id'), remoteId: params.get('remote_id'), from, days, max, offset };
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '/');

const REPORTS: Record<string, (q: ReportQuery) => Array<Record<string, string | number>>> = {
  '/reports/game': (q) =>
    GAMES.filter((g) => !q.gameId || g.id === q.gameId).map((g) => {
      const stake = 1_000 * (1 + figure(`${g.id}${q.from}${q.days}`, 900)) * q.days;
      const payout = Math.round(stake * (0.9 + figure(g.id, 80) / 1000));
      return { game_id: g.id, game: g.name, rounds: 120 * q.days, stake, payout, ggr: stake - payout };
    }),
  '/reports/player': (q) =>
    PLAYERS.filter((p) => !q.remoteId || p === q.remoteId).map((p) => {
      const stake = 100 * (1 + figure(`${p}${q.gameId ?? ''}${q.from}`, 500));
      return { remote_id: p, bets: 1 + figure(p, 40), stake, payout: Math.round(stake * (figure(`${p}x`, 200) / 100)) };
    }),
  '/reports/history': (q) =>
    Array.from({ length: 30 * q.days }, (_, i) => {
      const game = q.gameId ?? GAMES[i % GAMES.length]?.id ?? '';
      const stake = 100 * (1 + figure(`${game}${i}`, 50));
      return { round_id: `R${q.from / DAY_MS + i}`, game_id: game, remote_id: q.remoteId ?? PLAYERS[i % PLAYERS.length] ?? '', date: day(q.from + Math.floor(i / 30) * DAY_MS), stake, payout: figure(`${i}`, 2) ? stake * 2 : 0 };
    }),
};

/**
 * The casino game provider: every admin and report endpoint wants its fixed key as the `key` query
 * parameter. Games can be enabled and disabled by id (kept as long as the simulator runs); reports take
 * spec §3's fields and page by max and offset.
 */
export const gameProviderSimulator = (key: string): SimulatorHandler => {
  const games = GAMES.map((game) => ({ ...game }));
  return (request, url, body) => {
    if (url.searchParams.get('key') !== key) return REFUSED;
    if (url.pathname === '/admin/games') return request.method === 'GET' ? answer(200, games) : answer(405, { error: 'method not allowed' });
    const toggle = /^\/admin\/games\/(enable|disable)$/.exec(url.pathname);
    if (toggle && request.method === 'POST') {
      const id = (body as { id?: unknown } | undefined)?.id;
      const game = games.find((g) => g.id === id);
      if (!game) return answer(404, { error: `no game ${typeof id === 'string' ? id.slice(0, 64) : ''}` });
      game.enabled = toggle[1] === 'enable';
      return answer(200, game);
    }
    const report = REPORTS[url.pathname];
    if (!report || request.method !== 'GET') return NOT_FOUND;
    const query = readQuery(url.searchParams);
    if (typeof query === 'string') return answer(400, { error: query });
    const rows = report(query);
    return answer(200, { rows: rows.slice(query.offset, query.offset + query.max), total: rows.length, max: query.max, offset: query.offset });
  };
};
