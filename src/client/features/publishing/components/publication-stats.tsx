import { StatsHistoryView } from '@client/components/stats/stats-history';
import { Panel } from '@client/components/ui/panel';
import { statsText } from '@client/components/stats/text';
import { usePublicationStats } from '../api/get-publication-stats';
import { StatsRanking } from './stats-ranking';

/** The published item's 'Статистика' (views, likes, comments over time) and, once a post is out, its videos ranked by views. */
export function PublicationStats({ idUpload }: { idUpload: string }) {
  const stats = usePublicationStats(idUpload);
  const ranking = stats.data?.ranking ?? [];
  return (
    <>
      <Panel title={statsText.title}>
        <StatsHistoryView history={stats.data?.history} error={stats.error} onRetry={() => void stats.refetch()} />
      </Panel>
      {ranking.length > 0 && (
        <Panel title={statsText.ranking}>
          <StatsRanking ranking={ranking} />
        </Panel>
      )}
    </>
  );
}
