import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { useKeyedMutation } from '@renderer/app/data/use-keyed-mutation';
import { bridgeErrorOf } from '@renderer/app/errors';

/** What the exchange's own rule says of the line (too long), on the field as it is typed: never cut silently. */
const lineProblem = (eventId: string, text: string): string | undefined =>
  text === '' ? undefined : contract.score.commentary.input.safeParse({ eventId, text }).error?.issues.find((issue) => issue.path[0] === 'text')?.message;

/**
 * A line of commentary for one match: Enter or the button adds it. The line is sent once with its
 * idempotency key: a second click while it is on its way sends nothing, and a retry is stored once.
 */
export function CommentaryForm({ eventId }: { eventId: string }) {
  const [line, setLine] = useState('');
  const commentary = useKeyedMutation(contract.score.commentary);
  const text = line.trim();
  const refused = commentary.error ? bridgeErrorOf(commentary.error).fieldErrors?.text : undefined;
  const problem = lineProblem(eventId, text);
  return (
    <form
      aria-label="Add a line of commentary"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (text !== '' && !problem) commentary.mutate({ eventId, text }, { onSuccess: () => setLine('') });
      }}
      // Typing here is commentary, never a score key for the board around it.
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Group align="flex-end">
        <TextInput
          label="Commentary"
          value={line}
          onChange={(event) => {
            setLine(event.currentTarget.value);
            if (commentary.isError) commentary.reset();
          }}
          error={problem ?? refused}
          flex={1}
        />
        <Button type="submit" disabled={text === '' || problem !== undefined} loading={commentary.isPending}>
          Add commentary
        </Button>
      </Group>
    </form>
  );
}
