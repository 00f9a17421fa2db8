import { Alert } from '@mantine/core';
import { bridgeErrorOf } from '@renderer/app/errors';

/** The provider's refusal in words, where the user is looking (a wrong key, a refused query), not a crash. */
export function ProviderError({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {bridgeErrorOf(error).message}
    </Alert>
  );
}
