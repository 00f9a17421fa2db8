import { Anchor, Button, Group, List, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';

const KIND_LABELS = { admin: 'admin URL', client: 'client URL', domain: 'domain' } as const;

/** Which site an address or domain belongs to (spec §7: link search). */
export function LinkSearch({ onOpen }: { onOpen(id: string): void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const { data, isFetching } = useOperation(contract.whiteLabels.linkSearch, { q }, { enabled: q.length >= 2 });
  return (
    <section aria-label="Find a site by link">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput label="Find by link" description="Part of an admin or client URL, or of a domain" value={text} onChange={(e) => setText(e.currentTarget.value)} w={320} />
          <Button type="submit" variant="default" disabled={text.trim().length < 2} loading={isFetching}>
            Find
          </Button>
        </Group>
      </form>
      {q.length >= 2 && data && (
        <List size="sm" mt="xs" aria-label="Sites found by link">
          {data.length === 0 && <Text size="sm">No site has a link containing “{q}”.</Text>}
          {data.map((hit) => (
            <List.Item key={`${hit.whiteLabelId}-${hit.kind}-${hit.link}`}>
              <Anchor component="button" type="button" onClick={() => onOpen(hit.whiteLabelId)}>
                {hit.name}
              </Anchor>{' '}
              — {KIND_LABELS[hit.kind]} {hit.link}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
