import { ActionIcon, Autocomplete, Button, Code, Group, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { GENERIC_PATH, type GenericEntry } from '@shared/contract/site-tools';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { TableHead } from '@renderer/components/table-head';

type Method = GenericEntry['method'];

/** The allow-list main keeps: only these method and path pairs may be called by the generic tool. */
function AllowListEditor({ entries }: { entries: readonly GenericEntry[] }) {
  const [draft, setDraft] = useState<GenericEntry[] | null>(null);
  const [method, setMethod] = useState<Method>('GET');
  const [path, setPath] = useState('');
  const save = useOperationMutation(contract.adminTools.saveAllowList);
  const shown = draft ?? [...entries];
  const pathProblem =
    path !== '' && !GENERIC_PATH.test(path)
      ? 'A path such as /count: words and digits separated by /, no query, no dots.'
      : shown.some((entry) => entry.method === method && entry.path === path)
        ? `${method} ${path} is already allowed.`
        : undefined;
  return (
    <section aria-label="Allow-list">
      <Title order={3} size="h5">
        Allow-list
      </Title>
      <Table withTableBorder aria-label="Allowed paths" mt="xs">
        <TableHead headers={['Method', 'Path', 'Remove']} />
        <Table.Tbody>
          {shown.map((entry, index) => (
            <Table.Tr key={`${entry.method} ${entry.path}`}>
              <Table.Td>{entry.method}</Table.Td>
              <Table.Td>{entry.path}</Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${entry.method} ${entry.path}`} onClick={() => setDraft(shown.filter((_, i) => i !== index))}>
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="flex-end" gap="xs" mt="xs">
        <Select label="Method" data={['GET', 'POST']} value={method} onChange={(v) => setMethod((v ?? 'GET') as Method)} allowDeselect={false} w={100} />
        <TextInput label="Path" placeholder="/count" value={path} onChange={(e) => setPath(e.currentTarget.value.trim())} error={pathProblem} />
        <Button variant="default" disabled={path === '' || pathProblem !== undefined} onClick={() => (setDraft([...shown, { method, path }]), setPath(''))}>
          Add path
        </Button>
        <Button disabled={draft === null} loading={save.isPending} onClick={() => save.mutate({ entries: shown }, { onSuccess: () => (setDraft(null), showSuccessToast('Allow-list saved.')) })}>
          Save allow-list
        </Button>
      </Group>
    </section>
  );
}

/** One generic call: audited by the exchange first, refused by main when its path is not allowed. */
function GenericCall({ entries }: { entries: readonly GenericEntry[] }) {
  const [method, setMethod] = useState<Method>('GET');
  const [path, setPath] = useState('');
  const [params, setParams] = useState('{}');
  const get = useOperationMutation(contract.adminTools.genericGet, { errorToast: false });
  const post = useOperationMutation(contract.adminTools.genericPost, { errorToast: false });
  const active = method === 'GET' ? get : post;
  let parsed: Record<string, unknown> | undefined;
  try {
    const value: unknown = JSON.parse(params);
    parsed = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    parsed = undefined;
  }
  const send = () => {
    get.reset();
    post.reset();
    if (method === 'GET') get.mutate({ path, query: Object.fromEntries(Object.entries(parsed ?? {}).map(([k, v]) => [k, String(v)])) });
    else post.mutate({ path, body: parsed ?? {} });
  };
  const answer = active.data?.data;
  return (
    <section aria-label="Generic call">
      <Title order={3} size="h5">
        Generic call
      </Title>
      <Group align="flex-end" gap="xs" mt="xs">
        <Select label="Method" data={['GET', 'POST']} value={method} onChange={(v) => setMethod((v ?? 'GET') as Method)} allowDeselect={false} w={100} />
        <Autocomplete label="Path" data={entries.filter((e) => e.method === method).map((e) => e.path)} value={path} onChange={setPath} w={280} />
      </Group>
      <Textarea label={method === 'GET' ? 'Query (JSON object)' : 'Body (JSON object)'} value={params} onChange={(e) => setParams(e.currentTarget.value)} autosize minRows={2} error={parsed ? undefined : 'A JSON object, such as {"of": "domains"}.'} mt="xs" />
      <Button mt="xs" onClick={send} disabled={path === '' || !parsed} loading={active.isPending}>
        Send
      </Button>
      {active.error && (
        <Text c="red" role="alert" mt="xs">
          {active.error.message}
        </Text>
      )}
      {answer && (
        <Stack gap={4} mt="xs" aria-label="Answer">
          <Text size="sm">
            {answer.ok ? 'Answered' : `Refused (${answer.status})`}: {answer.message}
          </Text>
          {answer.data !== null && answer.data !== undefined && <Code block>{JSON.stringify(answer.data, null, 2)}</Code>}
        </Stack>
      )}
    </section>
  );
}

/** Admin tools (admins only): the generic GET and POST on main's allow-list, every call audited. */
export function AdminToolsTab() {
  const { data: entries } = useOperation(contract.adminTools.allowList, undefined);
  if (!entries) return null;
  return (
    <Stack gap="lg">
      <Text size="sm">
        The specification&apos;s generic GET and POST take any path. Here only the paths below may be called (kept by the console&apos;s main process), only by an admin, and each call is written to the audit log before it
        is sent.
      </Text>
      <GenericCall entries={entries} />
      <AllowListEditor entries={entries} />
    </Stack>
  );
}
