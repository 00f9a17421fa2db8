import { z } from 'zod';
import { upstreamRead } from './factories';
import { area, http } from './operation';

/** The operator's provisioning node (spec §7, External: a raw IP address on port 8001). */
export const whiteLabelNode = area('whiteLabelNode', {
  /** Is the node up, and which version: checked before a white label is created on it. */
  status: upstreamRead({
    upstream: 'whiteLabelNode',
    // Not white-label creation itself (that is the sites work): the node's health, checked before it.
    spec: [],
    path: '/status',
    access: 'addDomain',
    output: z.object({ status: z.enum(['ok', 'degraded']), version: z.string().max(64) }).loose(),
    reads: ['whiteLabelNode'],
  }),
  /**
   * Provisions a white label on the node (spec §7 External: the creation call to a raw IP address on
   * port 8001). Only main calls it, inside whiteLabels.create / cloneAndProvision / provision; the node
   * answers the same site for a repeated siteId, so a retried provisioning cannot make two.
   */
  provision: http({
    upstream: 'whiteLabelNode',
    spec: ['external.whiteLabelCreate'],
    http: { method: 'POST', path: '/sites' },
    access: 'addDomain',
    bridged: false,
    input: z.strictObject({
      siteId: z.string().max(64),
      name: z.string().max(60),
      adminUrl: z.string().max(200),
      clientUrl: z.string().max(200),
      currency: z.string().max(3),
    }),
    output: z.object({ nodeSiteId: z.string().min(1).max(100), status: z.enum(['provisioned', 'exists']) }).loose(),
    writes: ['whiteLabels'],
  }),
});
