import { z } from 'zod';
import { area, http } from './operation';

export const geolocationSchema = z
  .object({ ip: z.string().max(64), country: z.string().max(100), city: z.string().max(100).optional() })
  .loose();
export type Geolocation = z.infer<typeof geolocationSchema>;

/**
 * Spec §7: a geolocation lookup at a maps-or-location service using a `{key}`. The service's URL is a
 * template (GEOLOCATION_URL_TEMPLATE) whose `{key}` main fills from the keychain and whose `{ip}`, when
 * present, takes the input's ip; without `{ip}` the ip goes in the query.
 */
export const geolocation = area('geolocation', {
  lookup: http({
    upstream: 'geolocation',
    spec: ['get.geolocation'],
    // The template holds the whole path.
    http: { method: 'GET', path: '' },
    access: 'marketTraderManagement',
    input: z.strictObject({ ip: z.union([z.ipv4(), z.ipv6()]) }),
    output: geolocationSchema,
    reads: (input) => [`geolocation:${input.ip}`],
  }),
});
