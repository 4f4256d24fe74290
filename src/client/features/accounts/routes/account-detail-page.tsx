import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ErrorState } from '@client/components/ui/error-state';
import { NotFoundView } from '@client/components/ui/not-found-view';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { Section } from '@client/components/ui/section';
import { Spinner } from '@client/components/ui/spinner';
import { StatsHistoryView } from '@client/components/stats/stats-history';
import { VideosList } from '@client/components/videos/videos-list';
import { ApiError } from '@client/lib/api-client';
import { parseRouteId } from '@client/lib/route-id';
import { statsText } from '@client/components/stats/text';
import { usePageParam } from '@client/lib/use-page-param';
import { pagedList } from '@client/components/ui/paged-list';
import { accountsText } from '../text';
import { useDeleteAccount } from '../api/delete-account';
import { useAccount } from '../api/get-account';
import { useLabelSuggestions } from '../api/get-account-labels';
import { useAccountStats } from '../api/get-account-stats';
import { useAccountVideos } from '../api/get-account-videos';
import { useUpdateAccount } from '../api/update-account';
import { useAccountErrorToast } from '../hooks/use-account-error-toast';
import { AccountForm } from '../components/account-form';
import { ChannelPanel } from '../components/channel-panel';
import { ConnectYouTubeButton } from '../components/connect-youtube-button';
import { InstagramCheckpointPanel } from '../components/instagram-checkpoint-panel';
import { InstagramProfilePanel } from '../components/instagram-profile-panel';
import { PostingLimitsPanel } from '../components/posting-limits-panel';
import { AccountSlotsPanel } from '../components/posting-slots-panels';
import { ProfileHealthPanel } from '../components/profile-health-panel';
import panels from '../components/account-panels.module.css';

const t = accountsText.profile;

export function AccountDetailPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <AccountDetail key={id} id={id} />;
}

/**
 * The profile detail: the profile form with its side panel, the YouTube channel panel (YouTube
 * active), the Instagram profile panel (Instagram active), the profile's videos, and delete.
 * Another user's profile answers 404 and shows the not-found page, never its data.
 */
function AccountDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  // Once deleted, the detail must not be fetched again (it would answer 404) while the page navigates away.
  const detail = useAccount(id, { enabled: deleteAccount.isIdle || deleteAccount.isError });
  const videosPage = usePageParam('videosPage');
  const videos = useAccountVideos(id, videosPage.page, { firstPage: detail.data?.video, seededAt: detail.dataUpdatedAt });
  // Asked for beside the profile, not after it: a stranger's profile answers 404 to both.
  const stats = useAccountStats(id, { enabled: deleteAccount.isIdle || deleteAccount.isError });
  const updateAccount = useUpdateAccount(id);
  const labelSuggestions = useLabelSuggestions();
  const [confirming, setConfirming] = useState(false);
  useAccountErrorToast(detail.data);

  if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundView />;

  const account = detail.data;
  const remove = () => {
    setConfirming(false);
    deleteAccount.mutate(id, { onSuccess: () => navigate(paths.accounts.list.getHref(), { replace: true }) });
  };

  return (
    <>
      <PageHeader
        title={accountsText.pages.accountDetail(id, account?.comments)}
        action={
          account && (
            <Button variant="danger" onClick={() => setConfirming(true)} busy={deleteAccount.isPending}>
              <Trash2 size={16} aria-hidden="true" />
              {t.deleteAction}
            </Button>
          )
        }
      />
      {detail.isPending && <Spinner block />}
      {detail.error && !account && <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />}
      {account && (
        <>
          <AccountForm
            key={account.id}
            account={account}
            busy={updateAccount.isPending}
            onSubmit={(body) => updateAccount.mutateAsync(body)}
            youtubeAction={<ConnectYouTubeButton account={account} />}
            labelSuggestions={labelSuggestions}
          />
          <InstagramCheckpointPanel key={`checkpoint-${account.id}`} account={account} />
          <div className={panels.panels}>
            <ProfileHealthPanel account={account} />
          </div>
          <PostingLimitsPanel accountId={account.id} />
          <AccountSlotsPanel accountId={account.id} />
          {(account.isActiveYouTube || (account.inInstagram && account.isActiveInstagram)) && (
            <div className={panels.panels}>
              {account.isActiveYouTube && <ChannelPanel key={`channel-${account.id}`} account={account} />}
              {account.inInstagram && account.isActiveInstagram && (
                <InstagramProfilePanel key={`instagram-${account.id}`} account={account} />
              )}
            </div>
          )}
          <Section title={statsText.title}>
            <Panel>
              <StatsHistoryView history={stats.data?.history} error={stats.error} onRetry={() => void stats.refetch()} />
            </Panel>
          </Section>
          <Section title={t.videos}>
            <VideosList {...pagedList(videos, videosPage.hrefFor)} showAccount={false} />
          </Section>
          <ConfirmDialog
            open={confirming}
            title={t.deleteTitle}
            description={t.deleteText(account.id, account.comments)}
            onConfirm={remove}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}
