import { z } from 'zod';
import { permissionMapSchema } from '../permissions';
import { http } from './operation';

const idSchema = z.string().trim().min(1).max(64);

export const permissions = {
  /** Spec §7: payload `traderIs` (the role) and `traderId`; answers `data.permission`. */
  getTraderPermissions: http({
    id: 'permissions.getTraderPermissions',
    http: { method: 'POST', path: '/get-trader-permission' },
    access: 'session',
    input: z.strictObject({ traderIs: z.string().trim().min(1).max(40), traderId: idSchema }),
    output: z.object({ permission: permissionMapSchema }).loose(),
  }),
};
