import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { contract } from '@shared/contract';
import type { RatingBoard } from '@shared/contract/ratings';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { KeyForm, KeyFormSubmit, useKeyForm } from '@renderer/components/form-kit';

const SOURCE = { market: 'this market’s own', default: 'the default', builtIn: 'built in' } as const;

/**
 * Ratings of a market's runners (race, bookmaker or general by its family) and the rating limit: how far
 * one save may move a rating. Enter saves, Escape abandons; a jump beyond the limit is refused on its field.
 */
export function RatingsPanel({ marketId }: { marketId: string }) {
  const board = useOperation(contract.ratings.board, { marketId }, { spinner: false });
  if (!board.data) return null;
  const stamp = board.data.selections.map((s) => s.updatedAt ?? '').join() + board.data.limit.maxStep;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Ratings">
      <Title order={4} size="h5">
        Ratings ({board.data.kind})
      </Title>
      <RatingsForm key={stamp} board={board.data} />
      <LimitForms key={`limit${stamp}`} board={board.data} />
    </Paper>
  );
}

function RatingsForm({ board }: { board: RatingBoard }) {
  // A runner not rated yet starts empty and is sent only once the trader rates it: a save never rates a
  // runner nobody touched. The form's rows stay one per runner; `sent` maps the input's rows back to them.
  const sent = useRef<number[]>([]);
  const kit = useKeyForm({
    operation: contract.ratings.save,
    initialValues: { marketId: board.marketId, kind: board.kind, ratings: board.selections.map((s) => ({ selectionId: s.selectionId, rating: s.rating ?? ('' as number | '') })) },
    toInput: (values) => {
      sent.current = values.ratings.flatMap((r, i) => (typeof r.rating === 'number' ? [i] : []));
      return { ...values, ratings: sent.current.map((i) => values.ratings[i] as { selectionId: string; rating: number }) };
    },
    formPathOf: (path) => path.replace(/^ratings\.(\d+)/, (row, n: string) => `ratings.${sent.current[Number(n)] ?? n}`),
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Ratings saved.'),
  });
  return (
    <KeyForm kit={kit} label="Ratings">
      <Table withRowBorders={false} aria-label="Runner ratings">
        <Table.Tbody>
          {board.selections.map((s, i) => (
            <Table.Tr key={s.selectionId}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>
                <NumberInput size="xs" w={110} step={0.5} decimalScale={1} placeholder="not rated" aria-label={`Rating of ${s.name}`} {...kit.form.getInputProps(`ratings.${i}.rating`)} />
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {s.rating === null ? 'not rated' : `saved ${s.rating} by ${s.updatedBy ?? '—'}`}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <KeyFormSubmit op={contract.ratings.save} kit={kit} size="compact-sm">
        Save ratings
      </KeyFormSubmit>
    </KeyForm>
  );
}

function LimitForms({ board }: { board: RatingBoard }) {
  const market = useKeyForm({
    operation: contract.ratings.marketLimit,
    initialValues: { marketId: board.marketId, maxStep: board.limit.source === 'market' ? board.limit.maxStep : null },
    labels: { maxStep: 'Limit' },
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Rating limit saved.'),
  });
  const fallback = useKeyForm({
    operation: contract.ratings.defaultLimit,
    initialValues: { maxStep: board.limit.source === 'default' ? board.limit.maxStep : 20 },
    labels: { maxStep: 'Limit' },
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Default rating limit saved.'),
  });
  return (
    <Stack gap={4} mt="sm">
      <Text size="xs">
        A save moves a rating at most <strong>{board.limit.maxStep}</strong> ({SOURCE[board.limit.source]} limit).
      </Text>
      <Group align="flex-end">
        <KeyForm kit={market} label="Rating limit of this market">
          <Group align="flex-end" gap="xs">
            <NumberInput label="This market’s limit" placeholder="default" size="xs" w={130} {...market.form.getInputProps('maxStep')} onChange={(v) => market.form.setFieldValue('maxStep', typeof v === 'number' ? v : null)} />
            <KeyFormSubmit op={contract.ratings.marketLimit} kit={market} size="compact-sm" variant="default">
              Set
            </KeyFormSubmit>
          </Group>
        </KeyForm>
        <CanCall op={contract.ratings.defaultLimit}>
          <KeyForm kit={fallback} label="Default rating limit">
            <Group align="flex-end" gap="xs">
              <NumberInput label="Default limit" size="xs" w={130} {...fallback.form.getInputProps('maxStep')} />
              <Button type="submit" size="compact-sm" variant="default" loading={fallback.pending} disabled={!fallback.form.isDirty()}>
                Set default
              </Button>
            </Group>
          </KeyForm>
        </CanCall>
      </Group>
    </Stack>
  );
}
