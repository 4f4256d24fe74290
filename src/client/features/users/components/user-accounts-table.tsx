import type { AccountListItem } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { uiText } from '../../../lib/ui-text';
import styles from './user-accounts-table.module.css';

const t = uiText.accountsTable;

function PlatformFlag({ active }: { active: boolean }) {
  return <span className={active ? styles.on : styles.off}>{active ? t.on : t.off}</span>;
}

/** The profile list columns of SPEC §2 (this page is admin-only, so the owner column shows); no delete icon. */
const columns: Column<AccountListItem>[] = [
  { key: 'id', header: t.id, render: (a) => a.id, width: '80px' },
  { key: 'proxy', header: t.proxy, render: (a) => <span className={styles.proxy} title={a.proxy}>
          {a.proxy}
        </span> },
  { key: 'user', header: t.owner, render: (a) => a.user.login },
  { key: 'youtube', header: t.youtube, render: (a) => <PlatformFlag active={a.isActiveYouTube} /> },
  { key: 'tiktok', header: t.tiktok, render: (a) => <PlatformFlag active={a.isActiveTikTok} /> },
  { key: 'instagram', header: t.instagram, render: (a) => <PlatformFlag active={a.isActiveInstagram} /> },
  { key: 'status', header: t.status, render: (a) => <StatusBadge status={a.status} kind="account" /> },
];

interface UserAccountsTableProps {
  data: Page<AccountListItem> | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  hrefFor: (page: number) => string;
}

export function UserAccountsTable({ data, isLoading, error, onRetry, hrefFor }: UserAccountsTableProps) {
  return (
    <DataTable
      caption={uiText.users.profiles}
      columns={columns}
      rows={data?.data}
      rowKey={(a) => a.id}
      rowHref={(a) => `/accounts/${a.id}`}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      footer={data && <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />}
    />
  );
}
