import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
// Types only: the login chunk stays free of zod (see login-screen.tsx).
import type { SessionState } from '@shared/contract/session';
import type { OtpStep as OtpChallenge } from '@shared/contract/session';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { exchange } from '@renderer/app/exchange';
// The time module alone: the login route need not load every formatter (money, odds, wall time).
import { formatTime } from '@renderer/lib/format/time';

const SIX_DIGITS = /^\d{6}$/;
const expiresText = (at: number) => formatTime(at, 'minutes');

/**
 * The second step of a login whose account has a second factor: the authenticator's 6-digit code, its
 * errors under the field, and a way back to the password form (the challenge is dropped in main).
 */
export function OtpStep({ challenge, onLoggedIn, onBack }: { challenge: OtpChallenge; onLoggedIn(state: SessionState): void; onBack(): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const valid = SIX_DIGITS.test(code);
  // Back in the field, its code selected, to type the next one over it: a click on Verify left the keyboard
  // on the page's body (the button turns disabled while the code is checked).
  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
    field.current?.select();
  };
  const verify = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await exchange().session.verifyOtp({ code });
      if (!result.ok) return refuse(result.error.fieldErrors?.code ?? result.error.message);
      if (result.data.status === 'loggedIn') onLoggedIn(result.data);
      else refuse(FALLBACK_ERROR_MESSAGE);
    } catch {
      refuse(FALLBACK_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };
  const back = async () => {
    await exchange().session.cancelOtp(undefined).catch(() => undefined);
    onBack();
  };
  return (
    <form
      aria-label="Second factor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !pending) void verify();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {challenge.userName}, enter the 6-digit code your authenticator app shows for this console. The request expires at {expiresText(challenge.expiresAt)}.
        </Text>
        <TextInput
          ref={field}
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          error={error}
          errorProps={{ role: 'alert' }}
        />
        <Button type="submit" fullWidth disabled={!valid || pending} loading={pending}>
          Verify
        </Button>
        <Button variant="subtle" fullWidth onClick={() => void back()}>
          Back to login
        </Button>
      </Stack>
    </form>
  );
}
