import { ExternalLink, Film } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { RankedPost } from '@shared/schemas/stats';
import { paths } from '@client/app/paths';
import { formatCount } from '@client/components/stats/stats-model';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { PreviewImage } from '@client/components/ui/preview-image';
import { statsText } from '@client/components/stats/text';
import { videoText } from '@client/components/videos/text';
import { publishingText } from '../text';
import { mediaUrl } from './video-preview';
import styles from './stats-ranking.module.css';

const t = statsText;
const platformName = { youtube: t.youtube, instagram: t.instagram } as const;

/** The table's columns; `place` is the post's place in the ranking (1 = most views). */
const columns: Column<RankedPost & { place: number }>[] = [
  {
    key: 'place',
    header: t.place,
    render: (post) => <span className={styles.place}>{post.place}</span>,
    align: 'right',
    card: 'id',
    width: '4.5rem',
  },
  {
    key: 'video',
    header: t.video,
    card: 'title',
    render: (post) => (
      <span className={styles.video}>
        <span className={styles.thumb}>
          {post.posterUrl ? (
            <PreviewImage
              src={mediaUrl(post.posterUrl)}
              alt=""
              loading="lazy"
              decoding="async"
              fallback={<Film size={16} aria-hidden="true" />}
            />
          ) : (
            <Film size={16} aria-hidden="true" />
          )}
        </span>
        {publishingText.published.videoLabel(post.position)}
      </span>
    ),
  },
  {
    key: 'profile',
    header: t.profile,
    render: (post) => (
      <Link to={paths.accounts.detail.getHref(post.account.id)} className={styles.profile}>
        {post.account.title}
      </Link>
    ),
  },
  { key: 'platform', header: t.platform, render: (post) => platformName[post.platform] },
  { key: 'views', header: videoText.views, render: (post) => formatCount(post.views), align: 'right' },
  { key: 'likes', header: videoText.likes, render: (post) => formatCount(post.likes), align: 'right' },
  { key: 'comments', header: videoText.comments, render: (post) => formatCount(post.comments), align: 'right' },
  {
    key: 'post',
    header: <span className="visually-hidden">{t.openPost}</span>,
    label: t.openPost,
    render: (post) =>
      post.postUrl ? (
        <a
          href={post.postUrl}
          target="_blank"
          rel="noreferrer noopener"
          className={styles.open}
          aria-label={t.openPostLabel(platformName[post.platform], publishingText.published.videoLabel(post.position))}
        >
          <ExternalLink size={16} aria-hidden="true" />
        </a>
      ) : null,
  },
];

/** An item's published YouTube and Instagram posts ranked by views, best first: which video, profile and platform did best. */
export function StatsRanking({ ranking }: { ranking: readonly RankedPost[] }) {
  const rows = ranking.map((post, index) => ({ ...post, place: index + 1 }));
  return <DataTable caption={t.rankingCaption} columns={columns} rows={rows} rowKey={(post) => post.id} emptyText={t.rankingEmpty} />;
}
