import { isIP } from 'node:net';
import { answer, NOT_FOUND, REFUSED, type SimulatorHandler } from './simulator-server';

export const GEOLOCATION_PATH = '/json/';

const PLACES = [
  { country: 'India', city: 'Mumbai' },
  { country: 'India', city: 'Delhi' },
  { country: 'United Arab Emirates', city: 'Dubai' },
  { country: 'United Kingdom', city: 'London' },
];

/** A location lookup at `/json/{ip}?key={key}`; the same IP always lands in the same place. */
export const geolocationSimulator =
  (key: string): SimulatorHandler =>
  (_request, url) => {
    if (url.searchParams.get('key') !== key) return REFUSED;
    if (!url.pathname.startsWith(GEOLOCATION_PATH)) return NOT_FOUND;
    const ip = decodeURIComponent(url.pathname.slice(GEOLOCATION_PATH.length));
    if (isIP(ip) === 0) return answer(400, { error: 'not an IP address' });
    const place = PLACES[[...ip].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PLACES.length];
    return answer(200, { ip, ...place });
  };
