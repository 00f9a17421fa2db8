import { answer, NOT_FOUND, type SimulatorHandler } from './simulator-server';

const ENVIRONMENTS = [
  { id: 'production', name: 'Production' },
  { id: 'staging', name: 'Staging' },
  { id: 'preview', name: 'Preview' },
];

/** The DNS provider's environment list. */
export const dnsProviderSimulator: SimulatorHandler = (_request, url) =>
  url.pathname === '/environments' ? answer(200, ENVIRONMENTS) : NOT_FOUND;
