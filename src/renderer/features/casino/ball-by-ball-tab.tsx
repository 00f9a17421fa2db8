import { Badge, Button, FileButton, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { contract } from '@shared/contract';
import { GAME_RULES } from '@shared/casino/games';
import type { Ball } from '@shared/contract/casino';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { RowActionsCell } from '@renderer/components/row-controls/row-actions';
import { RowEditDelete } from '@renderer/components/row-edit-delete';
import { useEditDelete } from '@renderer/components/use-edit-delete';
import { BallFormModal } from './ball-form';
import { readBallMedia } from './ball-media';
import { TableHead } from '@renderer/components/table-head';
import { AddButton } from '@renderer/components/add-button';

const MEDIA_TYPES = 'image/png,image/jpeg,image/gif,image/webp,video/mp4';

/** Where the next ball goes: after the last one recorded (six balls an over). */
const nextBall = (balls: readonly Ball[]) => {
  const last = balls.at(-1);
  if (!last) return { innings: 1, over: 0, ball: 1 };
  return last.ball < 6 ? { innings: last.innings, over: last.over, ball: last.ball + 1 } : { innings: last.innings, over: Math.min(19, last.over + 1), ball: 1 };
};

/** A ball's media: what is attached, and its upload; a file the exchange would refuse is said here at once, not sent. */
function MediaCell({ ball }: { ball: Ball }) {
  const upload = useOperationMutation(contract.casino.uploadBallMedia);
  const [problem, setProblem] = useState<string | null>(null);
  // The picker forgets each choice: the same file, fixed meanwhile, can be chosen again.
  const resetPicker = useRef<() => void>(null);
  const problemId = useId();
  const label = `${ball.over}.${ball.ball}`;
  const choose = async (file: File | null) => {
    setProblem(null);
    resetPicker.current?.();
    if (!file) return;
    const read = await readBallMedia(file);
    if ('problem' in read) return setProblem(read.problem);
    upload.mutate({ _id: ball._id, media: read.media }, { onSuccess: () => showSuccessToast(`Media of ball ${label} uploaded.`) });
  };
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        {ball.media && <Text size="sm">{`${ball.media.type}, ${Math.ceil(ball.media.bytes / 1024)} KB`}</Text>}
        <CanCall op={contract.casino.uploadBallMedia}>
          <FileButton resetRef={resetPicker} accept={MEDIA_TYPES} onChange={(file) => void choose(file)}>
            {(props) => (
              <Button {...props} size="compact-xs" variant="subtle" loading={upload.isPending} aria-describedby={problem ? problemId : undefined} aria-label={`${ball.media ? 'Replace media' : 'Upload media'} for ball ${label}`}>
                {ball.media ? 'Replace media' : 'Upload media'}
              </Button>
            )}
          </FileButton>
        </CanCall>
      </Group>
      {problem && (
        <Text id={problemId} size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Table.Td>
  );
}

/** The ball-by-ball record of a cricket-style table: each ball's runs and wicket, with an image or short clip. */
export function BallByBallTab() {
  const tables = useOperation(contract.casino.events, { start: 0, length: 100 });
  const cricket = (tables.data?.data ?? []).filter((table) => GAME_RULES[table.game].ballByBall);
  const [eventId, setEventId] = useState<string | null>(null);
  const chosen = eventId ?? cricket[0]?._id ?? null;
  const balls = useOperation(contract.casino.balls, { eventId: chosen ?? '' }, { enabled: chosen !== null });
  const rows = useEditDelete<Ball>(contract.casino.deleteBall);
  const list = balls.data ?? [];
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select label="Table" data={cricket.map((table) => ({ value: table._id, label: table.name }))} value={chosen} onChange={setEventId} allowDeselect={false} w={260} />
        {chosen && (
          <AddButton op={contract.casino.saveBall} onClick={rows.add}>
            Add ball
          </AddButton>
        )}
      </Group>
      {cricket.length === 0 && <Text size="sm">No cricket-style table yet: add a Cricket 20-20 table under Tables.</Text>}
      <Table striped withTableBorder aria-label="Ball by ball">
        <TableHead headers={['Innings', 'Ball', 'Runs', 'Commentary', 'Media', '']} />
        <Table.Tbody>
          {list.map((ball) => (
            <Table.Tr key={ball._id}>
              <Table.Td>{ball.innings}</Table.Td>
              <Table.Td>
                {ball.over}.{ball.ball}
              </Table.Td>
              <Table.Td>
                {ball.runs} {ball.wicket && <Badge color="red" size="sm">Wicket</Badge>}
              </Table.Td>
              <Table.Td>{ball.commentary}</Table.Td>
              <MediaCell ball={ball} />
              <RowActionsCell>
                <RowEditDelete save={contract.casino.saveBall} remove={contract.casino.deleteBall} rowName={`ball ${ball.over}.${ball.ball} of innings ${ball.innings}`} onEdit={() => rows.edit(ball)} onDelete={() => rows.askDelete(ball)} />
              </RowActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {chosen && balls.isSuccess && list.length === 0 && <Text size="sm">No ball recorded yet for this table: Add ball records the first.</Text>}
      {chosen && <BallFormModal {...rows.formModal} eventId={chosen} next={nextBall(list)} />}
      <ConfirmDelete rows={rows} title="Delete ball">
        Delete ball {rows.deleting?.over}.{rows.deleting?.ball} and its media?
      </ConfirmDelete>
    </Stack>
  );
}
