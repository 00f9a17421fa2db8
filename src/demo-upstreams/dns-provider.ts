import { answer, NOT_FOUND, type SimulatorHandler } from './simulator-server';

const ENVIRONMENTS = [
  { id: 'production', name: 'Production' },
  { id: 'staging', name: 'Staging' },
  { id: 'preview', name: 'Preview' },
];
const ENVIRONMENT_IDS = new Set(ENVIRONMENTS.map((e) => e.id));

interface TxtRecord {
  readonly name: string;
  readonly type: 'TXT';
  readonly value: string;
}

/**
 * The DNS provider: its environment list, and the TXT records of the zones it hosts (per environment):
 * GET /records?environment&name&type answers them; POST /records publishes one (as the provider's API
 * would for a zone it hosts). Records live as long as the simulator.
 */
export const dnsProviderSimulator = (): SimulatorHandler => {
  const zones = new Map<string, TxtRecord[]>();
  const key = (environment: string, name: string) => `${environment}|${name.toLowerCase()}`;
  return (request, url, body) => {
    if (url.pathname === '/environments') return request.method === 'GET' ? answer(200, ENVIRONMENTS) : answer(405, { error: 'method not allowed' });
    if (url.pathname !== '/records') return NOT_FOUND;
    if (request.method === 'GET') {
      const environment = url.searchParams.get('environment') ?? '';
      const name = url.searchParams.get('name') ?? '';
      if (!ENVIRONMENT_IDS.has(environment) || name === '') return answer(400, { error: 'environment and name are required' });
      return answer(200, { records: zones.get(key(environment, name)) ?? [] });
    }
    const input = (body ?? {}) as Record<string, unknown>;
    const { environment, name, type, value } = input;
    if (typeof environment !== 'string' || !ENVIRONMENT_IDS.has(environment) || typeof name !== 'string' || type !== 'TXT' || typeof value !== 'string' || value.length > 500) {
      return answer(400, { error: 'environment, name, type TXT and value are required' });
    }
    const records = zones.get(key(environment, name)) ?? [];
    if (!records.some((r) => r.value === value)) zones.set(key(environment, name), [...records, { name: name.toLowerCase(), type: 'TXT', value }]);
    return answer(201, { published: true });
  };
};
