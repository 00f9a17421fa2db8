import { answer, NOT_FOUND, REFUSED, type SimulatorHandler } from './simulator-server';

const GAMES = [
  { id: 'teen-patti-20', name: 'Teen Patti 20-20', enabled: true },
  { id: 'andar-bahar', name: 'Andar Bahar', enabled: true },
  { id: 'dragon-tiger', name: 'Dragon Tiger', enabled: true },
  { id: 'lucky-7', name: 'Lucky 7', enabled: false },
  { id: 'roulette-eu', name: 'European Roulette', enabled: true },
];

/** The casino game provider: every admin and report endpoint wants its fixed key as the `key` query parameter. */
export const gameProviderSimulator =
  (key: string): SimulatorHandler =>
  (_request, url) => {
    if (url.searchParams.get('key') !== key) return REFUSED;
    if (url.pathname === '/admin/games') return answer(200, GAMES);
    return NOT_FOUND;
  };
