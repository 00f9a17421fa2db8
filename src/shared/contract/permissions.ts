import { z } from 'zod';
import { permissionMapSchema } from '../permissions';
import { entityTag, get } from './factories';
import { area } from './operation';

const idSchema = z.string().trim().min(1).max(64);

export const permissions = area('permissions', {
  /** Payload `traderIs` (the role) and `traderId`; answers `data.permission`. */
  getTraderPermissions: get({
    path: '/get-trader-permission',
    access: 'session',
    spec: ['known.getTraderPermissions'],
    reads: ({ traderId }) => [entityTag('permissions', traderId)],
    input: z.strictObject({ traderIs: z.string().trim().min(1).max(40), traderId: idSchema }),
    output: z.object({ permission: permissionMapSchema }).loose(),
  }),
});
