import { contract } from '@shared/contract';
import type { ExchangeClient } from '../http/exchange-client';
import type { UpstreamEvents } from '../live/upstream';

/**
 * The live feed's events, with each connection reported to the exchange (spec §7 Auth: connection id
 * update): on the first connect of an upstream, and on every reconnect after it. A report that fails is
 * logged; the feed carries on regardless.
 */
export const reportingConnection = (events: UpstreamEvents, client: Pick<ExchangeClient, 'request'>, log: (line: string) => void): UpstreamEvents => {
  let connects = 0;
  return {
    ...events,
    connected: (epoch, connectionId) => {
      events.connected(epoch, connectionId);
      if (connectionId === undefined) return;
      const reconnect = connects > 0;
      connects += 1;
      void client.request(contract.authExtras.updateConnection, { connectionId, reconnect }).then((answer) => {
        if (!answer.ok) log(`live: the connection id was not reported (${answer.error.kind})`);
      });
    },
  };
};
