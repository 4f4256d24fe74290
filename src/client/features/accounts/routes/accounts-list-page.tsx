import { Download, Link2, Plus, Upload } from 'lucide-react';
import { paths } from '@client/app/paths';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { SearchableList } from '@client/components/ui/list-search';
import { PageHeader } from '@client/components/ui/page-header';
import { useAuth } from '@client/lib/auth-store';
import { commonText } from '@client/lib/text';
import { toastError } from '@client/lib/error-toasts';
import { useListSearch } from '@client/lib/use-list-search';
import { pagedList } from '@client/components/ui/paged-list';
import { accountsText, profileName } from '../text';
import { useAccounts } from '../api/get-accounts';
import { downloadProfiles } from '../api/profile-files';
import { CheckVisibleProxiesButton } from '../components/check-visible-proxies-button';
import { LabelFilter } from '../components/label-filter';
import { LabelSlotsButton } from '../components/posting-slots-panels';
import { useLabelFilter } from '../hooks/use-label-filter';
import { BulkActionBar } from '../components/bulk-action-bar';
import { ProfilesTable } from '../components/profiles-table';
import { useBulkSelection } from '../hooks/use-bulk-selection';
import styles from './accounts-list-page.module.css';

/**
 * 'Профіля', export (XLSX, CSV) of what the search shows, 'Імпорт' and a create button, the label filter (in the URL),
 * the paginated table with a delete per row and each profile's labels; admins also see the owner column.
 */
export function AccountsListPage() {
  const search = useListSearch();
  const { page, hrefFor } = search;
  const { labels, setLabels } = useLabelFilter();
  const accounts = useAccounts(page, search.q, labels);
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  const selection = useBulkSelection({ by: 'accounts', q: search.q || undefined, label: labels.length > 0 ? labels : undefined });
  const onPage = (accounts.data?.data ?? []).map((account) => ({ id: account.id, name: profileName(account) }));
  return (
    <>
      <PageHeader
        title={accountsText.pages.accountsList}
        action={
          <div className={styles.actions}>
            <CheckVisibleProxiesButton ids={accounts.data?.data.map((account) => account.id) ?? []} />
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                title={accountsText.imports.exportAs(format.toUpperCase())}
                onClick={() => void downloadProfiles(format, search.q, labels).catch(toastError)}
              >
                <Download size={16} aria-hidden="true" />
                {`${accountsText.imports.exportAction} ${format.toUpperCase()}`}
              </Button>
            ))}
            <ButtonLink variant="secondary" to={paths.accounts.connect.getHref()}>
              <Link2 size={16} aria-hidden="true" />
              {accountsText.connectMany.openAction}
            </ButtonLink>
            <ButtonLink variant="secondary" to={paths.accounts.import.getHref()}>
              <Upload size={16} aria-hidden="true" />
              {accountsText.imports.importAction}
            </ButtonLink>
            <ButtonLink to={paths.accounts.create.getHref()}>
              <Plus size={16} aria-hidden="true" />
              {commonText.actions.create}
            </ButtonLink>
          </div>
        }
      />
      <div className={styles.filters}>
        <LabelFilter className={styles.filter} value={labels} onChange={setLabels} />
        {labels.length === 1 && (
          <div className={styles.labelSlots}>
            <LabelSlotsButton key={labels[0]} label={labels[0]!} />
          </div>
        )}
      </div>
      <SearchableList search={search} result={accounts}>
        <BulkActionBar selection={selection} onPage={onPage} found={accounts.data?.total ?? null} />
        <ProfilesTable
          caption={accountsText.pages.accountsList}
          showOwner={isAdmin}
          {...pagedList(accounts, hrefFor)}
          selection={{
            isSelected: (account) => selection.isSelected(account.id),
            onToggle: (rows, selected) =>
              selection.toggle(
                rows.map((account) => ({ id: account.id, name: profileName(account) })),
                selected,
              ),
            label: (account) => accountsText.bulk.selectRow(profileName(account)),
            pageLabel: accountsText.bulk.selectPage,
            locked: selection.allFound,
          }}
        />
      </SearchableList>
    </>
  );
}
