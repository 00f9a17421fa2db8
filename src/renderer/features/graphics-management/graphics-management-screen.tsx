import { Stack, Tabs, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import { useCanCall } from '@renderer/app/data/can-call';
import { ArticlesTab } from './articles-tab';
import { BannersTab } from './banners-tab';
import { DeletedTab } from './deleted-tab';
import { SiteLinksTab } from './site-links-tab';

/**
 * Graphics Management (graphicsManagement): what punters see on the site. A graphic trader prepares drafts;
 * a graphic manager publishes, orders, deletes and restores (the exchange checks both).
 */
export default function GraphicsManagementScreen() {
  const canRestore = useCanCall(contract.content.restoreBanner);
  return (
    <Stack gap="sm">
      <Title order={2}>Graphics Management</Title>
      <Tabs defaultValue="banners" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="banners">Banners</Tabs.Tab>
          <Tabs.Tab value="articles">News, tips and previews</Tabs.Tab>
          <Tabs.Tab value="links">Telegram, menus, custom banners</Tabs.Tab>
          {canRestore && <Tabs.Tab value="deleted">Recently deleted</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="banners" pt="sm">
          <BannersTab />
        </Tabs.Panel>
        <Tabs.Panel value="articles" pt="sm">
          <ArticlesTab />
        </Tabs.Panel>
        <Tabs.Panel value="links" pt="sm">
          <SiteLinksTab />
        </Tabs.Panel>
        {canRestore && (
          <Tabs.Panel value="deleted" pt="sm">
            <DeletedTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
