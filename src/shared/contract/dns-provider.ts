import { z } from 'zod';
import { area, http } from './operation';

export const dnsEnvironmentSchema = z.object({ id: z.string().max(64), name: z.string().max(200) }).loose();
export type DnsEnvironment = z.infer<typeof dnsEnvironmentSchema>;

/** The DNS provider's host (spec §7, External: the DNS environment list). */
export const dns = area('dns', {
  environments: http({
    upstream: 'dnsProvider',
    spec: ['external.dnsEnvironmentList'],
    http: { method: 'GET', path: '/environments' },
    access: 'addDomain',
    input: z.strictObject({}).optional(),
    output: z.array(dnsEnvironmentSchema).max(1_000),
    reads: ['dnsEnvironments'],
  }),
});
