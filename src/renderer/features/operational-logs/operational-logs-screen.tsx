import { IconClockHour4, IconHistory } from '@tabler/icons-react';
import { tabbedScreen } from '@renderer/components/tabbed-screen';
import { AuditTable } from './audit-table';
import { CronLogsTable } from './cron-logs-table';

/** Spec §2 "Operational Logs" (permission operationalLogs): the cron logs table, and the audit log beside it. */
export default tabbedScreen(
  'Operational Logs',
  [
    { value: 'cron', label: 'Cron Logs', icon: <IconClockHour4 size={16} />, panel: () => <CronLogsTable /> },
    { value: 'audit', label: 'Audit', icon: <IconHistory size={16} />, panel: () => <AuditTable /> },
  ],
  { gap: 'md' },
);
