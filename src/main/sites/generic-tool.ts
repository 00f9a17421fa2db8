import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ADMIN_ROLE, contract, fail, GENERIC_PATH, genericEntrySchema, listKeyedPaths, ok, type GenericEntry, type HttpOperation, type Result } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import type { SettingsStore } from '../settings/settings-store';
import type { SiteDeps } from './site-deps';

/** The settings file's section holding the generic tool's allow-list. */
export const GENERIC_TOOL_SETTINGS = 'genericTool';
const sectionSchema = z.object({ entries: z.array(genericEntrySchema).max(50) });

/**
 * Until an admin changes it: reads only, whose answers an admin may want raw (counts, reports, name
 * lists, the cron log), by their contract method and path. Nothing that writes is allowed unless an admin
 * adds it on purpose.
 */
export const DEFAULT_ALLOW_LIST: readonly GenericEntry[] = [
  contract.siteReports.count,
  contract.siteReports.report,
  contract.siteReports.playerReport,
  contract.exchanges.names,
  contract.domains.environments,
  contract.cronLogs.list,
].map(({ http }) => ({ method: http.method, path: http.path }));

/** Paths of the exchange's keyed operations (creates, money), which the exchange refuses without an idempotency key. */
const KEYED_PATHS = listKeyedPaths('exchange');

/** The one operation shape a generic call takes: built here, from an allow-listed path only; keyed as its path's operation is. */
const genericOperation = (method: 'GET' | 'POST', path: string): HttpOperation =>
  ({
    kind: 'http',
    id: 'adminTools.generic',
    http: { method, path },
    access: 'session',
    adminOnly: true,
    bridged: false,
    upstream: 'exchange',
    idempotent: method === 'POST' && KEYED_PATHS.has(path),
    input: z.unknown(),
    output: z.unknown(),
  }) as HttpOperation;

export interface GenericToolDeps extends SiteDeps {
  readonly settings: SettingsStore;
}

/**
 * adminTools.*: the specification's generic GET and POST with caller-given paths, as an admin tool.
 * Admin only; a path must be on the allow-list kept in main's settings, or the call is refused here,
 * before anything leaves main; every allowed call is audited by the exchange before it is sent.
 */
export function genericToolHandlers(deps: GenericToolDeps): Record<string, LocalHandler> {
  const { settings, client } = deps;
  const allowList = (): readonly GenericEntry[] => sectionSchema.safeParse(settings.get(GENERIC_TOOL_SETTINGS as never)).data?.entries ?? DEFAULT_ALLOW_LIST;
  const asAdmin = (): Result<never> | undefined => {
    const state = deps.session.getState();
    if (state.status !== 'loggedIn') return fail({ kind: 'unauthorized', message: 'Please log in again.' });
    return state.user.role === ADMIN_ROLE ? undefined : fail({ kind: 'forbidden', message: 'Only an admin may use the generic tool.' });
  };
  const allowed = (method: 'GET' | 'POST', path: string) => GENERIC_PATH.test(path) && allowList().some((entry) => entry.method === method && entry.path === path);

  const send = async (method: 'GET' | 'POST', path: string, payload: Record<string, unknown>): Promise<Result<unknown>> => {
    const refused = asAdmin();
    if (refused) return refused;
    if (!allowed(method, path)) {
      deps.log(`sites: generic ${method} refused: the path is not on the allow-list`);
      return fail({ kind: 'forbidden', message: `${method} ${path.slice(0, 120)} is not on the generic tool's allow-list. An admin can add it under Sites › Admin tools.` });
    }
    const audited = await client.request(contract.adminTools.recordGenericCall, { method, path, fields: Object.keys(payload).slice(0, 50) });
    if (!audited.ok) return fail({ ...audited.error, message: `Not sent: the call could not be audited (${audited.error.message})` });
    // One call, one key: main's own retries of it reuse the key (sent only where the path's operation is keyed).
    const answer = await client.request(genericOperation(method, path), payload, { idempotencyKey: randomUUID() });
    return ok(answer.ok ? { ok: true, status: 200, message: answer.message ?? 'Answered.', data: answer.data } : { ok: false, status: answer.error.status ?? 0, message: answer.error.message, data: null });
  };

  return {
    'adminTools.allowList': async () => asAdmin() ?? ok(allowList()),
    'adminTools.saveAllowList': async (input) => {
      const refused = asAdmin();
      if (refused) return refused;
      const entries = (input as { entries: GenericEntry[] }).entries;
      const unique = entries.filter((entry, index) => entries.findIndex((e) => e.method === entry.method && e.path === entry.path) === index);
      await settings.update(GENERIC_TOOL_SETTINGS as never, { entries: unique } as never);
      const state = deps.session.getState();
      deps.log(`sites: generic tool allow-list set to ${unique.length} entries by ${state.status === 'loggedIn' ? state.user.userName : 'nobody'}`);
      return ok(allowList());
    },
    'adminTools.genericGet': async (input) => {
      const { path, query } = input as { path: string; query: Record<string, string> };
      return send('GET', path, query);
    },
    'adminTools.genericPost': async (input) => {
      const { path, body } = input as { path: string; body: Record<string, unknown> };
      return send('POST', path, body);
    },
  };
}
