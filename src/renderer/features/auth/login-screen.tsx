import { Box, Button, Center, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
// The auth module only: the contract's index would pull every area's schemas into the login chunk.
import { loginInputSchema, type LoginInput } from '@shared/contract/auth';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { bridgeErrorOf } from '@renderer/app/errors';
import { getHref } from '@renderer/app/paths';
import { useSession, useSetSession } from '@renderer/app/session/use-session';
import { isActiveSession } from '@renderer/app/session/watch-session';
import { Logo } from '@renderer/components/logo';
import { PasswordField } from '@renderer/components/password-field';
import { useTimedValue } from '@renderer/lib/use-timed-value';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { loginMutation } from './auth-api';
import { LOGIN_ERROR_MS, loginFailureText } from './auth-messages';


export function LoginScreen() {
  const session = useSession();
  const setSession = useSetSession();
  const navigate = useNavigate();
  // Spec §2 checks expiry when the login screen opens; the main core logs out at expiry after that.
  const [openedAt] = useState(Date.now);
  const [failure, failureTimer] = useTimedValue<string>();
  const login = useMutation(loginMutation());
  const form = useForm<LoginInput>({
    initialValues: { userName: '', password: '' },
    validate: zodFormResolver(loginInputSchema),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  // Still asking the main core: the root spinner covers this moment.
  if (session === undefined) return null;
  if (isActiveSession(session, openedAt)) return <Navigate to={getHref('dashboard')} replace />;

  const submit = form.onSubmit((values) => {
    failureTimer.clear();
    login.mutate(loginInputSchema.parse(values), {
      onSuccess: ({ data }) => {
        if (data.status !== 'loggedIn') {
          failureTimer.show(FALLBACK_ERROR_MESSAGE, LOGIN_ERROR_MS);
          return;
        }
        // Set at once rather than waiting for the push, so the dashboard's guard already sees the session.
        setSession(data);
        void navigate(getHref('dashboard'), { replace: true });
      },
      onError: (error) => failureTimer.show(loginFailureText(bridgeErrorOf(error)), LOGIN_ERROR_MS),
    });
  });

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} component="main">
        <form onSubmit={submit} noValidate aria-label="Login">
          <Stack gap="md">
            <Center>
              <Logo size={36} />
            </Center>
            <TextInput
              label="Username"
              autoComplete="username"
              data-autofocus
              autoFocus
             
              {...form.getInputProps('userName')}
            />
            <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            {/* Reserved height: the 2 s message must not make the button jump under the pointer. */}
            <Box mih={20}>
              {failure && (
                <Text c="red" size="sm" role="alert" data-testid="login-error">
                  {failure}
                </Text>
              )}
            </Box>
            <Button type="submit" fullWidth disabled={!form.isValid() || login.isPending}>
              Login
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
