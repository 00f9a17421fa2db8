import { answer, NOT_FOUND, type SimulatorHandler } from './simulator-server';

/**
 * The provisioning node: it trusts callers that reach it at its IP address and port, as the real one
 * is provisioned (a host name in the Host header means it was not called the way it expects).
 */
export const whiteLabelNodeSimulator =
  (hostPort: string): SimulatorHandler =>
  (request, url) => {
    if (request.headers.host !== hostPort) return answer(421, { error: 'call this node at its IP address and port' });
    if (url.pathname === '/status') return answer(200, { status: 'ok', version: 'demo-1.0' });
    return NOT_FOUND;
  };
