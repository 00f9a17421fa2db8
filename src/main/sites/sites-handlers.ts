import type { LocalHandler } from '../bridge/dispatcher';
import { domainHandlers } from './domain-handlers';
import { genericToolHandlers, type GenericToolDeps } from './generic-tool';
import { whiteLabelHandlers } from './white-label-handlers';

/** The Sites operations main serves itself (issue 16): provisioning, DNS verification, the generic tool. */
export const sitesHandlers = (deps: GenericToolDeps): Record<string, LocalHandler> => ({
  ...whiteLabelHandlers(deps),
  ...domainHandlers(deps),
  ...genericToolHandlers(deps),
});
