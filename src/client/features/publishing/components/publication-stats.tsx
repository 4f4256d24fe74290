import { StatsHistoryView } from '@client/components/stats/stats-history';
import { Panel } from '@client/components/ui/panel';
import { uiText } from '@client/lib/ui-text';
import { usePublicationStats } from '../api/get-publication-stats';
import { StatsRanking } from './stats-ranking';

/** The published item's 'Статистика' (views, likes, comments over time) and, once a post is out, its videos ranked by views. */
export function PublicationStats({ idUpload }: { idUpload: string }) {
  const stats = usePublicationStats(idUpload);
  const ranking = stats.data?.ranking ?? [];
  return (
    <>
      <Panel title={uiText.stats.title}>
        <StatsHistoryView history={stats.data?.history} error={stats.error} onRetry={() => void stats.refetch()} />
      </Panel>
      {ranking.length > 0 && (
        <Panel title={uiText.stats.ranking}>
          <StatsRanking ranking={ranking} />
        </Panel>
      )}
    </>
  );
}
