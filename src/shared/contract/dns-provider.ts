import { z } from 'zod';
import { upstreamRead } from './factories';
import { area, http } from './operation';

export const dnsEnvironmentSchema = z.object({ id: z.string().max(64), name: z.string().max(200) }).loose();
export type DnsEnvironment = z.infer<typeof dnsEnvironmentSchema>;

/** The DNS provider's host (spec §7, External: the DNS environment list). */
export const dns = area('dns', {
  environments: upstreamRead({
    upstream: 'dnsProvider',
    spec: ['external.dnsEnvironmentList'],
    path: '/environments',
    access: 'addDomain',
    output: z.array(dnsEnvironmentSchema).max(1_000),
    reads: ['dnsEnvironments'],
  }),
  /** The TXT values of one record name in one environment (main only: a domain's verification). */
  records: http({
    upstream: 'dnsProvider',
    spec: ['whiteLabel.dnsEnvironment'],
    http: { method: 'GET', path: '/records' },
    access: 'addDomain',
    bridged: false,
    input: z.strictObject({ environment: z.string().max(64), name: z.string().max(300), type: z.literal('TXT') }),
    output: z.object({ records: z.array(z.object({ name: z.string(), type: z.string(), value: z.string() }).loose()).max(100) }).loose(),
    reads: ['dnsRecords'],
  }),
  /** Publishes a TXT record in an environment the provider hosts (main only: the verification record). */
  publishRecord: http({
    upstream: 'dnsProvider',
    // Ours: the console publishes the record it then verifies, where the provider hosts the zone.
    spec: [],
    http: { method: 'POST', path: '/records' },
    access: 'addDomain',
    bridged: false,
    input: z.strictObject({ environment: z.string().max(64), name: z.string().max(300), type: z.literal('TXT'), value: z.string().max(500) }),
    output: z.object({ published: z.boolean() }).loose(),
    writes: ['dnsRecords'],
  }),
});
