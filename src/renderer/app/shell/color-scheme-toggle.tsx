import { ActionIcon, useComputedColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useDisplayPreferences } from '../display/use-display-preferences';

/** Dark for the trading floor's night shift; kept per user by the main process, so every window and reload keeps it. */
export function ColorSchemeToggle() {
  const { save } = useDisplayPreferences();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Switch to ${next} theme`} onClick={() => void save({ colorScheme: next })}>
      {computed === 'dark' ? <IconSun size={18} aria-hidden="true" /> : <IconMoon size={18} aria-hidden="true" />}
    </ActionIcon>
  );
}
