import { ActionIcon, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useApplyDensity } from '@renderer/app/display/density';
import { DensityToggle } from '@renderer/app/display/density-toggle';
import { usePaletteOpen } from '@renderer/app/search/palette-state';
import { SearchPalette } from '@renderer/app/search/search-palette';
import { ExpiryWarning } from '@renderer/app/session/expiry-warning';

/**
 * What a monitor window has of the shell (issue 18): the expiry warning, its density (compact unless the
 * user chose otherwise for monitors) and the one search (Ctrl+K).
 */
export function MonitorWindowBar() {
  useApplyDensity('monitor');
  const [, setPaletteOpen] = usePaletteOpen();
  return (
    <>
      <ExpiryWarning />
      <Group justify="flex-end" gap="xs" mb={4}>
        <ActionIcon variant="subtle" color="gray" onClick={() => setPaletteOpen(true)} aria-label="Open the search" aria-keyshortcuts="Control+K Meta+K">
          <IconSearch size={16} aria-hidden="true" />
        </ActionIcon>
        <DensityToggle place="monitor" />
      </Group>
      <SearchPalette />
    </>
  );
}
