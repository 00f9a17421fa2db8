import { z } from 'zod';
import { area, http } from './operation';

/** The operator's provisioning node (spec §7, External: a raw IP address on port 8001). */
export const whiteLabelNode = area('whiteLabelNode', {
  /** Is the node up, and which version: checked before a white label is created on it. */
  status: http({
    upstream: 'whiteLabelNode',
    // Not white-label creation itself (that is the sites work): the node's health, checked before it.
    spec: [],
    http: { method: 'GET', path: '/status' },
    access: 'addDomain',
    input: z.strictObject({}).optional(),
    output: z.object({ status: z.enum(['ok', 'degraded']), version: z.string().max(64) }).loose(),
    reads: ['whiteLabelNode'],
  }),
});
