import { Button, Stack, Table, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import type { ProviderGame } from '@shared/contract/game-provider';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { useState } from 'react';
import { CanCall } from '@renderer/components/can-call';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { ProviderError } from './provider-error';
import { TableHead } from '@renderer/components/table-head';
import { StateBadge } from '@renderer/components/state-badge';

/** What switching a game at the provider does to the site, asked before it is done. */
const toggleQuestion = (game: ProviderGame): string =>
  game.enabled
    ? `Disable ${game.name} at the provider? It leaves the site at once: players can no longer open it. The console's log records who did it.`
    : `Enable ${game.name} at the provider? It goes live on the site at once. The console's log records who did it.`;

function Toggle({ game }: { game: ProviderGame }) {
  const op = game.enabled ? contract.gameProvider.disableGame : contract.gameProvider.enableGame;
  const toggle = useOperationMutation(op, { errorToast: false });
  const [asking, setAsking] = useState(false);
  const verb = game.enabled ? 'Disable' : 'Enable';
  const confirm = () =>
    toggle.mutate(
      { id: game.id },
      {
        onSuccess: ({ data }) => showSuccessToast(`${data.name} is ${data.enabled ? 'enabled' : 'disabled'} at the provider.`),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <CanCall op={op}>
      <Button size="compact-xs" variant={game.enabled ? 'light' : 'filled'} color={game.enabled ? 'red' : 'green'} loading={toggle.isPending} onClick={() => setAsking(true)}>
        {verb} {game.name}
      </Button>
      <ProviderError error={toggle.error} title={`${verb} ${game.name}`} />
      <ConfirmDialog opened={asking} title={`${verb} ${game.name}`} confirmLabel={verb} confirmColor={game.enabled ? 'red' : 'green'} busy={toggle.isPending} onConfirm={confirm} onCancel={() => setAsking(false)}>
        {toggleQuestion(game)}
      </ConfirmDialog>
    </CanCall>
  );
}

/** The provider's games, each enabled or disabled there by its id. What the list shows is the provider's answer. */
export function GamesPanel() {
  const games = useOperation(contract.gameProvider.games, undefined, { errorToast: false });
  return (
    <Stack gap="xs" component="section" aria-label="Provider games">
      <Title order={3} size="h5">
        Games at the provider
      </Title>
      <ProviderError error={games.error} title="The games list could not be loaded" />
      {games.data && (
        <Table striped withTableBorder aria-label="Provider games list">
          <TableHead headers={['Game id', 'Game', 'State', '']} />
          <Table.Tbody>
            {games.data.map((game) => (
              <Table.Tr key={game.id} aria-label={game.name}>
                <Table.Td>{game.id}</Table.Td>
                <Table.Td>{game.name}</Table.Td>
                <Table.Td>
                  <StateBadge state={game.enabled} on="Enabled" off="Disabled" />
                </Table.Td>
                <Table.Td>
                  <Toggle game={game} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
