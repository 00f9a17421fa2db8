import { answer, NOT_FOUND, type SimulatorHandler } from './simulator-server';

interface ProvisionedSite {
  readonly nodeSiteId: string;
  readonly siteId: string;
  readonly name: string;
  readonly adminUrl: string;
  readonly clientUrl: string;
  readonly currency: string;
  readonly receivedAt: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined);

/**
 * The provisioning node: it trusts callers that reach it at its IP address and port, as the real one
 * is provisioned (a host name in the Host header means it was not called the way it expects).
 * POST /sites provisions a site (the same siteId answers the site it already has); GET /sites lists
 * what it received, so a tester can see the call arrived.
 */
export const whiteLabelNodeSimulator = (hostPort: string): SimulatorHandler => {
  const sites = new Map<string, ProvisionedSite>();
  return (request, url, body) => {
    if (request.headers.host !== hostPort) return answer(421, { error: 'call this node at its IP address and port' });
    if (url.pathname === '/status') return answer(200, { status: 'ok', version: 'demo-1.0' });
    if (url.pathname !== '/sites') return NOT_FOUND;
    if (request.method === 'GET') return answer(200, { sites: [...sites.values()] });
    const input = (body ?? {}) as Record<string, unknown>;
    const site = { siteId: text(input.siteId, 64), name: text(input.name, 60), adminUrl: text(input.adminUrl, 200), clientUrl: text(input.clientUrl, 200), currency: text(input.currency, 3) };
    if (Object.values(site).some((value) => value === undefined)) return answer(400, { error: 'siteId, name, adminUrl, clientUrl and currency are required' });
    const known = sites.get(site.siteId as string);
    if (known) return answer(200, { nodeSiteId: known.nodeSiteId, status: 'exists' });
    const provisioned = { ...(site as Omit<ProvisionedSite, 'nodeSiteId' | 'receivedAt'>), nodeSiteId: `node-site-${2000 + sites.size + 1}`, receivedAt: new Date().toISOString() };
    sites.set(provisioned.siteId, provisioned);
    return answer(201, { nodeSiteId: provisioned.nodeSiteId, status: 'provisioned' });
  };
};
