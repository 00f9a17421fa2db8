import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { contract } from '@shared/contract';
import { callOperation, operationMutation, type InputOf } from '@renderer/app/data/operations';
import { unwrapWithMessage } from '@renderer/app/errors';

type DeleteInput = InputOf<typeof contract.whiteLabels.delete>;

/** A query about one site: its input names the site's id (config, balances, users, bets, backups, menus). */
const isAboutSite = (query: Query, id: string) => {
  const input = query.queryKey[1];
  return typeof input === 'object' && input !== null && Object.values(input).includes(id);
};

/**
 * Deleting a white label from its own drawer. Once the exchange confirms, the drawer closes (`onDeleted`)
 * and the site's own queries are dropped, before the success refetches what the delete wrote: refetched,
 * they would ask for a site that is gone and toast "No such white label." over the success.
 */
export const useDeleteWhiteLabel = (onDeleted: () => void) => {
  const client = useQueryClient();
  const op = contract.whiteLabels.delete;
  return useMutation({
    ...operationMutation(op, { errorToast: false }),
    mutationFn: async (input: DeleteInput) => {
      const deleted = unwrapWithMessage(await callOperation(op, input));
      onDeleted();
      client.removeQueries({ predicate: (query) => isAboutSite(query, input._id) });
      return deleted;
    },
  });
};
