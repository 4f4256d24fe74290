import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { IconButton } from '../../../components/ui/icon-button';
import { formatBytes } from '../../../lib/format-bytes';
import { uiText } from '../../../lib/ui-text';
import { captureVideoFrame } from '../../../lib/video-frame';
import styles from './file-thumbnail.module.css';

const t = uiText.backgrounds;
/** SPEC §9: the background upload thumbnail of a video is its frame at 0.1 s (0 when shorter). */
const VIDEO_FRAME_SECONDS = 0.1;

type Thumb = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/** An object URL for an image, or a JPEG made from a video frame; revoked when the file goes. */
function useThumbnail(file: File, kind: 'photo' | 'video'): Thumb {
  const [thumb, setThumb] = useState<Thumb>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    const ready = (blob: Blob) => {
      if (cancelled) return;
      url = URL.createObjectURL(blob);
      setThumb({ state: 'ready', url });
    };
    if (kind === 'photo') ready(file);
    else
      captureVideoFrame(file, VIDEO_FRAME_SECONDS).then(ready, () => {
        if (!cancelled) setThumb({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, kind]);
  return thumb;
}

interface FileThumbnailProps {
  file: File;
  kind: 'photo' | 'video';
  onRemove: () => void;
  disabled?: boolean;
}

export function FileThumbnail({ file, kind, onRemove, disabled = false }: FileThumbnailProps) {
  const thumb = useThumbnail(file, kind);
  return (
    <li className={styles.item}>
      <div className={styles.frame}>
        {thumb.state === 'ready' && <img src={thumb.url} alt="" />}
        {thumb.state === 'loading' && (
          <span className={styles.note} role="status">
            {t.thumbnailLoading}
          </span>
        )}
        {thumb.state === 'failed' && <span className={styles.note}>{t.thumbnailFailed}</span>}
      </div>
      <span className={styles.name} title={file.name}>
        {file.name}
      </span>
      <span className={styles.size}>{formatBytes(file.size)}</span>
      <IconButton className={styles.remove} label={t.removeFile(file.name)} onClick={onRemove} disabled={disabled}>
        <X size={14} aria-hidden="true" />
      </IconButton>
    </li>
  );
}
