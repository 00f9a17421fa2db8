import { contract, ok } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import { refusedUnlessMay, type SiteDeps } from './site-deps';

/**
 * domains.publishRecord and domains.verify: main asks the DNS provider (the `dnsProvider` upstream) and
 * hands what it found to the exchange, which decides pending → active and audits it.
 */
export function domainHandlers(deps: SiteDeps): Record<string, LocalHandler> {
  const { client } = deps;
  const setupOf = (id: string) => client.request(contract.domains.dnsEnvironment, { _id: id });

  return {
    'domains.publishRecord': async (input, context) => {
      const refused = refusedUnlessMay(deps, contract.domains.dnsEnvironment, contract.dns.publishRecord);
      if (refused) return refused;
      const setup = await setupOf((input as { _id: string })._id);
      if (!setup.ok) return setup;
      const { environment, record } = setup.data;
      const published = await client.request(contract.dns.publishRecord, { environment, name: record.name, type: 'TXT', value: record.value });
      if (!published.ok) return published;
      deps.written?.(['dnsRecords'], context);
      return ok({ published: true, message: `Published ${record.name} in ${environment} at the DNS provider. Verify it now.` });
    },
    'domains.verify': async (input, context) => {
      const refused = refusedUnlessMay(deps, contract.domains.dnsEnvironment, contract.dns.records, contract.domains.recordVerification);
      if (refused) return refused;
      const id = (input as { _id: string })._id;
      const setup = await setupOf(id);
      if (!setup.ok) return setup;
      const { environment, record } = setup.data;
      const lookup = await client.request(contract.dns.records, { environment, name: record.name, type: 'TXT' });
      const found = lookup.ok ? lookup.data.records.filter((r) => r.type === 'TXT' && r.name.toLowerCase() === record.name.toLowerCase()).map((r) => r.value) : [];
      const problem = lookup.ok ? null : `The DNS provider could not be asked: ${lookup.error.message}`;
      const recorded = await client.request(contract.domains.recordVerification, { _id: id, found, problem });
      if (recorded.ok) deps.written?.(['domains'], context);
      return recorded.ok ? ok(recorded.data, recorded.data.message) : recorded;
    },
  };
}
