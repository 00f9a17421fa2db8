import { randomUUID } from 'node:crypto';
import { contract, fail, ok, type Result, type WhiteLabel } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import type { CallContext } from '../core/console-core';
import { refusedUnlessMay, type SiteDeps } from './site-deps';

/**
 * whiteLabels.create, cloneAndProvision and provision: the exchange saves the site, then main (and only
 * main) provisions it on the operator's node at its IP:8001, then the exchange records what the node
 * said. Each step's failure is reported as it is: a site saved but not provisioned stays "Not
 * provisioned" or "Provisioning failed", with Provision offered again.
 */
export function whiteLabelHandlers(deps: SiteDeps): Record<string, LocalHandler> {
  const { client } = deps;
  const op = contract.whiteLabels;

  const provisionSite = async (site: WhiteLabel, context: CallContext): Promise<Result<unknown>> => {
    const node = await client.request(contract.whiteLabelNode.provision, { siteId: site._id, name: site.name, adminUrl: site.adminUrl, clientUrl: site.clientUrl, currency: site.currency });
    const outcome = node.ok
      ? { ok: true, nodeSiteId: node.data.nodeSiteId, message: node.data.status === 'exists' ? `The node already had this site (${node.data.nodeSiteId}).` : `Provisioned on the node as ${node.data.nodeSiteId}.` }
      : { ok: false, nodeSiteId: null, message: `The node did not provision it: ${node.error.message}` };
    deps.log(`sites: white label ${site._id} ${outcome.ok ? 'provisioned' : 'not provisioned'} on the node`);
    const recorded = await client.request(op.recordProvisioning, { _id: site._id, ...outcome });
    deps.written?.(['whiteLabels'], context);
    if (!recorded.ok) {
      const what = outcome.ok ? `The node provisioned ${site.name} (${outcome.nodeSiteId}), but the exchange did not record it` : `The node did not provision ${site.name}, and the exchange did not record it`;
      return fail({ ...recorded.error, message: `${what}: ${recorded.error.message}` });
    }
    return ok({ whiteLabel: recorded.data, provisioning: { ok: outcome.ok, message: outcome.message, nodeSiteId: outcome.nodeSiteId } }, outcome.message);
  };

  /** Create and clone: the exchange writes the site (once, under a fresh idempotency key), then the node provisions it. */
  const writeThenProvision =
    (write: typeof op.save | typeof op.clone): LocalHandler =>
    async (input, context) => {
      const refused = refusedUnlessMay(deps, write, contract.whiteLabelNode.provision);
      if (refused) return refused;
      const written = await client.request(write, input, { idempotencyKey: randomUUID() });
      if (!written.ok) return written;
      return provisionSite(written.data, context);
    };

  return {
    'whiteLabels.create': writeThenProvision(op.save),
    'whiteLabels.cloneAndProvision': writeThenProvision(op.clone),
    'whiteLabels.provision': async (input, context) => {
      const refused = refusedUnlessMay(deps, op.config, contract.whiteLabelNode.provision);
      if (refused) return refused;
      const site = await client.request(op.config, input);
      if (!site.ok) return site;
      if (site.data.status === 'active' || site.data.status === 'closed') return fail({ kind: 'conflict', message: `${site.data.name} is ${site.data.status === 'active' ? 'already provisioned' : 'closed'}.` });
      return provisionSite(site.data, context);
    },
  };
}
