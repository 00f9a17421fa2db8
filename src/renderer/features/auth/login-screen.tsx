import { Box, Button, Center, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
// Types only: the contract's schemas (and zod) stay out of the login chunk; the main core validates again.
import type { OtpStep as OtpChallenge, SessionState } from '@shared/contract/session';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { exchange } from '@renderer/app/exchange';
import { getHref } from '@renderer/app/paths';
import { resumePlace } from '@renderer/app/session/use-remember-place';
import { useSession, useSetSession } from '@renderer/app/session/use-session';
import { isActiveSession } from '@renderer/app/session/watch-session';
import { FullScreenSpinner } from '@renderer/components/full-screen-spinner';
import { Logo } from '@renderer/components/logo';
import { PasswordField } from '@renderer/components/password-field';
import { useTimedValue } from '@renderer/lib/use-timed-value';
import { LOGIN_ERROR_MS, loginFailureText } from './auth-messages';
import { useLoginFields } from './login-fields';
import { OtpStep } from './otp-step';
import { SessionEndedNotice } from './session-ended-notice';

/**
 * A window on the login screen whose user is logged in (another window logged in after the session ended, or
 * the login screen was opened while logged in): back where this window was when the session ended, as the
 * window that logged in goes (issue 18), else the dashboard. Nothing is drawn while main answers.
 */
function EnterWhereLeft() {
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void resumePlace(getHref('dashboard')).then((place) => current && void navigate(place, { replace: true }));
    return () => {
      current = false;
    };
  }, [navigate]);
  return null;
}

export function LoginScreen() {
  const session = useSession();
  const setSession = useSetSession();
  const navigate = useNavigate();
  // Spec §2 checks expiry when the login screen opens; the main core logs out at expiry after that.
  const [openedAt] = useState(Date.now);
  const [failure, failureTimer] = useTimedValue<string>();
  const [pending, setPending] = useState(false);
  // The password was right and the account asks for its authenticator's code.
  const [otp, setOtp] = useState<OtpChallenge | null>(null);
  // Logged in, asking main where this window was: nothing is drawn until it answers.
  const [entering, setEntering] = useState(false);
  const form = useLoginFields();
  // False once the window has left the login screen (its own login or the session's push took it on).
  const onLoginScreen = useRef(true);
  useEffect(() => {
    onLoginScreen.current = true;
    return () => {
      onLoginScreen.current = false;
    };
  }, []);

  // Still asking the main core: the root spinner covers this moment.
  if (session === undefined || entering) return null;
  // Logged in meanwhile (in another window, or already): this window too goes back where it was.
  if (isActiveSession(session, openedAt)) return <EnterWhereLeft />;

  const enter = (state: SessionState) => {
    // Set before navigating rather than waiting for the push, so the dashboard's guard already sees the session.
    // Back where this window was when the same user's last session ended (issue 18), else the dashboard.
    setEntering(true);
    void resumePlace(getHref('dashboard')).then((place) => {
      setSession(state);
      // The session's push may have taken this window there already (EnterWhereLeft): never a second move.
      if (onLoginScreen.current) void navigate(place, { replace: true });
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const values = form.values;
    failureTimer.clear();
    setPending(true);
    try {
      const result = await exchange().session.login({ userName: values.userName.trim(), password: values.password });
      if (!result.ok) {
        failureTimer.show(loginFailureText(result.error), LOGIN_ERROR_MS);
        return;
      }
      if (result.data.status === 'otpRequired') {
        setOtp(result.data);
        return;
      }
      if (result.data.status !== 'loggedIn') {
        failureTimer.show(FALLBACK_ERROR_MESSAGE, LOGIN_ERROR_MS);
        return;
      }
      enter(result.data);
    } catch {
      // The bridge answers failures as Results; a throw is our own bug, shown as the generic message.
      failureTimer.show(FALLBACK_ERROR_MESSAGE, LOGIN_ERROR_MS);
    } finally {
      setPending(false);
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} component="main">
        {otp ? (
          <Stack gap="md">
            <Center>
              <Logo size={36} />
            </Center>
            <OtpStep challenge={otp} onLoggedIn={enter} onBack={() => (setOtp(null), form.setValue('password', ''))} />
          </Stack>
        ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Login">
          <Stack gap="md">
            <Center>
              <Logo size={36} />
            </Center>
            <SessionEndedNotice session={session} />
            <TextInput
              label="Username"
              autoComplete="username"
              data-autofocus
              autoFocus
             
              {...form.inputProps('userName')}
            />
            <PasswordField label="Password" autoComplete="current-password" {...form.inputProps('password')} />
            {/* Reserved height: the 2 s message must not make the button jump under the pointer. */}
            <Box mih={20}>
              {failure && (
                <Text c="red" size="sm" role="alert" data-testid="login-error">
                  {failure}
                </Text>
              )}
            </Box>
            <Button type="submit" fullWidth disabled={!form.valid || pending}>
              Login
            </Button>
          </Stack>
        </form>
        )}
      </Paper>
      {/* A user action blanks the screen (spec §2), as the dashboard's mutations do through QueryRoot. */}
      {pending && <FullScreenSpinner />}
    </Center>
  );
}
