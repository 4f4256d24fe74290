import { useParams } from 'react-router-dom';
import { AccountsTable } from '@client/components/accounts/accounts-table';
import { ErrorState } from '@client/components/ui/error-state';
import { NotFoundView } from '@client/components/ui/not-found-view';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { Section } from '@client/components/ui/section';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { parseRouteId } from '@client/lib/route-id';
import { usePageParam } from '@client/lib/use-page-param';
import { VideosList } from '@client/components/videos/videos-list';
import { pagedList } from '@client/components/ui/paged-list';
import { usersText } from '../text';
import { useUser } from '../api/get-user';
import { useUserAccounts } from '../api/get-user-accounts';
import { useUserVideos } from '../api/get-user-videos';
import { useUpdateUser } from '../api/update-user';
import { UserForm } from '../components/user-form';

export function UserDetailPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <UserDetail id={id} />;
}

function UserDetail({ id }: { id: number }) {
  const detail = useUser(id);
  const accountsPage = usePageParam('accountsPage');
  const videosPage = usePageParam('videosPage');
  const accounts = useUserAccounts(id, accountsPage.page, { firstPage: detail.data?.accounts, seededAt: detail.dataUpdatedAt });
  const videos = useUserVideos(id, videosPage.page, { firstPage: detail.data?.video, seededAt: detail.dataUpdatedAt });
  const updateUser = useUpdateUser(id);

  if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundView />;

  return (
    <>
      <PageHeader title={usersText.detailTitle(id, detail.data?.user.login)} />
      {detail.isPending && <Spinner block />}
      {detail.error && !detail.data && <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.data && (
        <>
          <Panel>
            <UserForm
              key={detail.data.user.id}
              initial={detail.data.user}
              busy={updateUser.isPending}
              onSubmit={({ login, password, role }) => updateUser.mutateAsync({ login, password, role })}
            />
          </Panel>
          <Section title={usersText.profiles}>
            <AccountsTable caption={usersText.profiles} showOwner {...pagedList(accounts, accountsPage.hrefFor)} />
          </Section>
          <Section title={usersText.videos}>
            <VideosList {...pagedList(videos, videosPage.hrefFor)} />
          </Section>
        </>
      )}
    </>
  );
}
