import { contract } from '@shared/contract';
import { auditedCommand, auditedSave, readRoute } from '../../kit/audited-routes';
import { routeMap } from '../../kit/route';
import { deleteVariable, listVariables, saveVariable } from './domain-variables';
import { deleteDomain, dnsEnvironmentOf, environments, listDomains, recordVerification, saveDomain, shownDomain } from './domains';

const op = contract.domains;
const DELETED = { deleted: true as const };

export const domainRoutes = routeMap(
  readRoute(op.list, listDomains),
  auditedSave(op.save, 'domain', (input, ctx) => saveDomain(ctx.db, input), shownDomain),
  auditedCommand(op.delete, 'domain.delete', (input, ctx) => ({ data: DELETED, targetId: input._id, before: deleteDomain(ctx.db, input._id), message: 'Domain deleted.' })),
  readRoute(op.variables, (db, input) => listVariables(db, input.domainId)),
  // The save's note adds the domain's name and the row's name (domain · key), so the audit's Target names both.
  auditedSave(op.saveVariable, 'domainVariable', (input, ctx) => saveVariable(ctx.db, input), ({ key, value, domainId }) => ({ key, value, domainId })),
  auditedCommand(op.deleteVariable, 'domainVariable.delete', (input, ctx) => ({ data: DELETED, targetId: input._id, before: deleteVariable(ctx.db, input._id), message: 'Variable deleted.' })),
  readRoute(op.environments, (db) => environments(db)),
  readRoute(op.dnsEnvironment, (db, input) => dnsEnvironmentOf(db, input._id)),
  auditedCommand(op.recordVerification, 'domain.verify', (input, ctx) => {
    const { before, domain, verified, message } = recordVerification(ctx.db, input._id, input.found, input.problem);
    return {
      data: { domain, verified, message },
      targetId: input._id,
      before: { name: before.name, status: before.status },
      after: { name: domain.name, status: domain.status, problem: domain.lastCheckProblem },
      message,
    };
  }),
);
