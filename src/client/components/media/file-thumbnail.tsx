import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatBytes } from '@client/lib/format-number';
import { commonText } from '@client/lib/text';
import { captureVideoFrame } from '@client/lib/video-frame';
import { IconButton } from '../ui/icon-button';
import { PreviewImage, PreviewPlaceholder } from '../ui/preview-image';
import styles from './file-thumbnail.module.css';

const t = commonText.media;

type Thumb = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/** An object URL for an image, or a JPEG made from a video frame; revoked when the file goes. */
function useThumbnail(file: File, kind: 'photo' | 'video', frameSeconds: number): Thumb {
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
      captureVideoFrame(file, frameSeconds).then(ready, () => {
        if (!cancelled) setThumb({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, kind, frameSeconds]);
  return thumb;
}

interface FileThumbnailProps {
  file: File;
  kind: 'photo' | 'video';
  /** Where a video's JPEG thumbnail is taken (0.1 s for background uploads, 1 s in the creation form; 0 when shorter). */
  frameSeconds: number;
  /** Square tiles by default; a portrait frame (9:16) for a vertical source preview. */
  shape?: 'square' | 'portrait';
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * One chosen file: its thumbnail (a loading text while a video frame is made; the product's placeholder
 * when the image cannot be decoded or no frame could be taken), name, size and a remove control.
 */
export function FileThumbnail({ file, kind, frameSeconds, shape = 'square', onRemove, disabled = false }: FileThumbnailProps) {
  const thumb = useThumbnail(file, kind, frameSeconds);
  return (
    <li className={styles.item}>
      <div className={`${styles.frame} ${shape === 'portrait' ? styles.portrait : ''}`.trim()}>
        {thumb.state === 'ready' && <PreviewImage src={thumb.url} alt="" />}
        {thumb.state === 'loading' && (
          <span className={styles.note} role="status">
            {t.thumbnailLoading}
          </span>
        )}
        {thumb.state === 'failed' && <PreviewPlaceholder />}
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
