import { Grid, NumberInput, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { contract } from '@shared/contract';
import { SCORE_SPORTS, type Player, type ScoreSport, type Team } from '@shared/contract/score';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { useEditDelete, useEditOnEnter } from '@renderer/components/use-edit-delete';
import { editDeleteColumn } from '@renderer/components/edit-delete-column';
import { editDeleteColumnWith } from '@renderer/components/edit-delete-column-with';
import { codeOptions } from '@renderer/lib/code-options';

const SPORT_LABELS: Record<ScoreSport, string> = { cricket: 'Cricket', football: 'Football' };

function TeamForm({ editing, onClose }: EditFormProps<Team>) {
  const kit = useOperationForm({
    operation: contract.score.saveTeam,
    initialValues: { name: editing?.name ?? '', shortName: editing?.shortName ?? '', sport: (editing?.sport ?? 'cricket') as ScoreSport },
    labels: { name: 'Name', shortName: 'Short name', sport: 'Sport' },
    toInput: (v) => ({ ...(editing ? { _id: editing._id } : {}), ...v }),
    onSuccess: ({ data }) => (showSuccessToast(`Team ${data.name} saved.`), onClose()),
  });
  return (
    <OperationFormBody kit={kit} label="Team" onCancel={onClose}>
      <TextInput label="Name" required data-autofocus {...kit.form.getInputProps('name')} />
      <TextInput label="Short name" required {...kit.form.getInputProps('shortName')} />
      <Select label="Sport" data={codeOptions(SCORE_SPORTS, SPORT_LABELS)} allowDeselect={false} {...kit.form.getInputProps('sport')} />
    </OperationFormBody>
  );
}

function PlayerForm({ teamId, editing, onClose }: EditFormProps<Player> & { teamId: string }) {
  const kit = useOperationForm({
    operation: contract.score.savePlayer,
    initialValues: { name: editing?.name ?? '', shirtNumber: (editing?.shirtNumber ?? '') as number | '', role: editing?.role ?? '' },
    labels: { name: 'Name', shirtNumber: 'Shirt number', role: 'Role' },
    toInput: (v) => ({ ...(editing ? { _id: editing._id } : {}), teamId, name: v.name, role: v.role, shirtNumber: v.shirtNumber === '' ? null : v.shirtNumber }),
    onSuccess: ({ data }) => (showSuccessToast(`Player ${data.name} saved.`), onClose()),
  });
  return (
    <OperationFormBody kit={kit} label="Player" onCancel={onClose}>
      <TextInput label="Name" required data-autofocus {...kit.form.getInputProps('name')} />
      <NumberInput label="Shirt number" min={0} max={99} {...kit.form.getInputProps('shirtNumber')} />
      <TextInput label="Role" placeholder="Batter, goalkeeper…" {...kit.form.getInputProps('role')} />
    </OperationFormBody>
  );
}

const TeamFormModal = editFormModal(TeamForm, (team) => addOrEditTitle('team', team));
const PlayerFormModal = editFormModal(PlayerForm, (player) => addOrEditTitle('player', player));

/** Teams (searched by name: the spec's team name search) and, for the team chosen, its players. */
export function TeamsTab() {
  const teams = useEditDelete<Team>(contract.score.deleteTeam);
  const players = useEditDelete<Player>(contract.score.deletePlayer);
  const [team, setTeam] = useState<Team | null>(null);
  const { edit: editTeam, askDelete: askDeleteTeam } = teams;
  const { edit: editPlayer, askDelete: askDeletePlayer } = players;
  const openTeamEdit = useEditOnEnter({ save: contract.score.saveTeam, onEdit: editTeam });
  const openPlayerEdit = useEditOnEnter({ save: contract.score.savePlayer, onEdit: editPlayer });
  const teamColumns = useMemo<ServerColumn<Team>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: 'Team' },
      // Narrow columns: the list shares the width with a team's players, and every column fits beside the actions.
      { id: 'shortName', accessorKey: 'shortName', header: 'Short name', size: 120 },
      { ...labelColumn('sport', 'Sport', SPORT_LABELS), size: 110 },
      { id: 'playerCount', accessorKey: 'playerCount', header: 'Players', size: 100 },
      editDeleteColumnWith(
        { label: 'Players', onClick: setTeam },
        { save: contract.score.saveTeam, remove: contract.score.deleteTeam, rowName: (t) => t.name, onEdit: editTeam, onDelete: askDeleteTeam },
      ),
    ],
    [editTeam, askDeleteTeam],
  );
  const playerColumns = useMemo<ServerColumn<Player>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: 'Player', size: 150 },
      { id: 'shirtNumber', header: 'Shirt', size: 90, exportValue: (p) => p.shirtNumber ?? '', Cell: ({ row }) => row.original.shirtNumber ?? '' },
      { id: 'role', accessorKey: 'role', header: 'Role', size: 120 },
      editDeleteColumn({ save: contract.score.savePlayer, remove: contract.score.deletePlayer, rowName: (p) => p.name, onEdit: editPlayer, onDelete: askDeletePlayer }),
    ],
    [editPlayer, askDeletePlayer],
  );
  return (
    // The teams take the wider share: their row has three buttons beside four columns.
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, lg: 7 }} component="section" aria-label="Teams">
        <ServerTable
          label="Team list"
          operation={contract.score.teams}
          columns={teamColumns}
          searchLabel="Search teams"
          searchPlaceholder="Team name"
          onOpenRow={openTeamEdit}
          add={{ label: 'Add team', op: contract.score.saveTeam, onClick: teams.add }}
        />
      </Grid.Col>
      {team && (
        <Grid.Col span={{ base: 12, lg: 5 }} component="section" aria-label={`Players of ${team.name}`}>
          <ServerTable
            label={`Players of ${team.name}`}
            operation={contract.score.players}
            filterInput={{ teamId: team._id }}
            columns={playerColumns}
            onOpenRow={openPlayerEdit}
            add={{ label: 'Add player', op: contract.score.savePlayer, onClick: players.add }}
          />
        </Grid.Col>
      )}
      <TeamFormModal {...teams.formModal} />
      <PlayerFormModal {...players.formModal} opened={players.formModal.opened && team !== null} teamId={team?._id ?? ''} />
      <ConfirmDelete rows={teams} title="Delete team">
        Delete the team {teams.deleting?.name} and its players?
      </ConfirmDelete>
      <ConfirmDelete rows={players} title="Delete player">
        Delete the player {players.deleting?.name}?
      </ConfirmDelete>
    </Grid>
  );
}
