import type { ReactNode } from 'react';
import type { AccountListItem } from '@shared/schemas/accounts';
import { paths } from '@client/app/paths';
import { commonText } from '@client/lib/text';
import type { Column } from '../ui/data-table';
import type { RowSelection } from '../ui/data-table';
import { PagedTable, type PagedListProps } from '../ui/paged-list';
import { StatusBadge } from '../ui/status-badge';
import { accountText } from './text';
import { PlatformState } from './platform-state';
import { LabelChips } from './label-chips';
import { ProxyCheckNote } from './proxy-check-note';
import { ProxyState } from './proxy-state';
import styles from './accounts-table.module.css';

const t = accountText.table;

const idColumn: Column<AccountListItem> = { key: 'id', header: t.id, render: (a) => a.id, width: '80px', card: 'id' };
/** The comment tells profiles apart (the pickers name them by it too): the row's name and link. */
const commentsColumn: Column<AccountListItem> = {
  key: 'comments',
  header: t.comments,
  card: 'title',
  render: (a) => (
    <>
      {a.comments.trim() ? (
        <span className={styles.comments} title={a.comments}>
          {a.comments}
        </span>
      ) : (
        <span className={styles.noComment}>{t.noComment}</span>
      )}
      <LabelChips labels={a.labels} />
      <ProxyCheckNote check={a.proxyCheck} />
    </>
  ),
};
const proxyColumn: Column<AccountListItem> = {
  key: 'proxy',
  header: t.proxy,
  render: (a) => (
    <span className={styles.proxy} title={a.proxy}>
      {a.proxy}
    </span>
  ),
};
const ownerColumn: Column<AccountListItem> = { key: 'user', header: t.owner, render: (a) => a.user.login };
const platformColumns: Column<AccountListItem>[] = [
  {
    key: 'youtube',
    header: commonText.platforms.youtube,
    render: (a) => <PlatformState enabled={a.inYouTube} active={a.isActiveYouTube} />,
  },
  { key: 'tiktok', header: commonText.platforms.tiktok, render: (a) => <PlatformState enabled={a.inTikTok} active={a.isActiveTikTok} /> },
  {
    key: 'instagram',
    header: commonText.platforms.instagram,
    render: (a) => <PlatformState enabled={a.inInstagram} active={a.isActiveInstagram} />,
  },
  {
    key: 'status',
    header: commonText.fields.status,
    render: (a) => (
      <span className={styles.status}>
        <StatusBadge status={a.status} kind="account" />
        <ProxyState ok={a.proxyCheck.ok} reason={a.proxyCheck.error} />
      </span>
    ),
    card: 'status',
  },
];

const withOwner = [idColumn, commentsColumn, proxyColumn, ownerColumn, ...platformColumns];
const withoutOwner = [idColumn, commentsColumn, proxyColumn, ...platformColumns];

interface AccountsTableProps extends PagedListProps<AccountListItem> {
  caption: string;
  /** The 'Користувач' column (the owner's login) is for admins only. */
  showOwner: boolean;
  /** Controls at each row's end: the profiles list's delete (the user detail page has none). */
  rowActions?: (account: AccountListItem) => ReactNode;
  /** Checkboxes for the profiles list's bulk actions. */
  selection?: RowSelection<AccountListItem>;
}

/**
 * The profile list columns plus the comment, which names each row; each row links to
 * /accounts/{id}.
 */
export function AccountsTable({ caption, showOwner, rowActions, selection, ...list }: AccountsTableProps) {
  return (
    <PagedTable
      {...list}
      caption={caption}
      columns={showOwner ? withOwner : withoutOwner}
      rowKey={(a) => a.id}
      rowHref={(a) => paths.accounts.detail.getHref(a.id)}
      linkColumn="comments"
      rowActions={rowActions}
      selection={selection}
    />
  );
}
