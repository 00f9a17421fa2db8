import { Stack, Tabs, Title } from '@mantine/core';
import { IconClockHour4, IconHistory } from '@tabler/icons-react';
import { AuditTable } from './audit-table';
import { CronLogsTable } from './cron-logs-table';

/** Spec §2 "Operational Logs" (permission operationalLogs): the cron logs table, and the audit log beside it. */
export default function OperationalLogsScreen() {
  return (
    <Stack gap="md">
      <Title order={2}>Operational Logs</Title>
      <Tabs defaultValue="cron" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="cron" leftSection={<IconClockHour4 size={16} />}>
            Cron Logs
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} />}>
            Audit
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cron" pt="md">
          <CronLogsTable />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
