import { Alert } from '@mantine/core';
import { bridgeErrorOf } from '@renderer/app/errors';
import { moneyFailureText } from './form-kit/uncertain-outcome';

/**
 * The message of a failed call, as a red alert announced to screen readers; nothing while there is no error.
 * `keyedRetry`: the call is a keyed money action whose repeat is answered once, so an answer lost on the way
 * says that pressing this button again is safe (moneyFailureText).
 */
export function CallErrorAlert({ error, keyedRetry }: { error: unknown; keyedRetry?: string }) {
  if (!error) return null;
  const failure = bridgeErrorOf(error);
  return (
    <Alert color="red" role="alert">
      {keyedRetry === undefined ? failure.message : moneyFailureText(failure, keyedRetry)}
    </Alert>
  );
}
