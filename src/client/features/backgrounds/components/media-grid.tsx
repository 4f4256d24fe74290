import { Play } from 'lucide-react';
import type { BackgroundMedia } from '@shared/schemas/backgrounds';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import { DeleteIconButton } from '@client/components/ui/delete-icon-button';
import { PagedItems, type PagedListProps } from '@client/components/ui/paged-list';
import { PreviewImage } from '@client/components/ui/preview-image';
import { apiBase } from '@client/lib/api-client';
import { formatBytes } from '@client/lib/format-number';
import { backgroundsText } from '../text';
import { useDeleteMedia } from '../api/delete-media';
import styles from './media-grid.module.css';

const t = backgroundsText;

/** Media URLs are capability paths under /api/media: usable directly in <img>, <video> and new-tab links. */
const mediaUrl = (path: string) => `${apiBase}${path}`;

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function MediaTile({ media, onDelete }: { media: BackgroundMedia; onDelete: () => void }) {
  const isVideo = media.type === 'video';
  const duration = isVideo && media.durationMs !== null ? formatDuration(media.durationMs) : null;
  return (
    <li className={styles.tile}>
      <a
        className={styles.preview}
        href={mediaUrl(media.url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={isVideo ? t.openVideo(media.name, duration) : t.openImage(media.name)}
      >
        <PreviewImage
          src={mediaUrl(media.previewUrl)}
          alt=""
          loading="lazy"
          decoding="async"
          width={media.width ?? undefined}
          height={media.height ?? undefined}
        />
        {isVideo && (
          <span className={styles.play} aria-hidden="true">
            <Play size={22} fill="currentColor" />
          </span>
        )}
        {duration && <span className={styles.duration}>{duration}</span>}
      </a>
      <div className={styles.caption}>
        <span className={styles.name} title={media.name}>
          {media.name}
        </span>
        <span className={styles.meta}>
          {isVideo ? t.videosZone : t.photosZone} · {formatBytes(media.sizeBytes)}
        </span>
      </div>
      <DeleteIconButton className={styles.delete} label={t.deleteMediaLabel(media.name)} onClick={onDelete} />
    </li>
  );
}

/**
 * The folder's items, paginated; an image shows its preview, a video its poster opening the
 * video in a new tab. Frames are portrait (backgrounds are 9:16): a vertical preview is shown whole,
 * anything else is letterboxed, never cropped.
 */
export function MediaGrid(list: PagedListProps<BackgroundMedia>) {
  const deleteMedia = useDeleteMedia();

  const confirmDelete = useConfirmDelete<BackgroundMedia>({
    title: t.deleteMediaTitle,
    describe: (item) => t.deleteMediaText(item.name),
    onConfirm: (item) => deleteMedia.mutate(item),
  });

  return (
    <>
      <PagedItems {...list}>
        {(items) => (
          <ul className={styles.grid} aria-label={t.mediaCaption}>
            {items.map((media) => (
              <MediaTile key={media.id} media={media} onDelete={() => confirmDelete.ask(media)} />
            ))}
          </ul>
        )}
      </PagedItems>
      {confirmDelete.dialog}
    </>
  );
}
