import { Alert } from '@mantine/core';
import { bridgeErrorOf } from '@renderer/app/errors';

/** The message of a failed call, as a red alert announced to screen readers; nothing while there is no error. */
export function CallErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {bridgeErrorOf(error).message}
    </Alert>
  );
}
