import { ImageOff } from 'lucide-react';
import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';
import { commonText } from '@client/lib/text';
import styles from './preview-image.module.css';

type PreviewImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  /** What replaces an image that failed, where the placeholder's text would not fit (a small icon); the placeholder by default. */
  fallback?: ReactNode;
};

/**
 * A media thumbnail that never shows the browser's broken-image glyph: when the image cannot be
 * loaded or decoded it is replaced by the product's placeholder ('Мініатюра недоступна'), which
 * fills the same frame. A new `src` gets a new attempt.
 */
export function PreviewImage({ src, alt = '', className, fallback, ...rest }: PreviewImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return fallback ?? <PreviewPlaceholder className={className} />;
  return <img src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} {...rest} />;
}

/** The product's placeholder for a thumbnail that cannot be shown: an icon and 'Мініатюра недоступна', filling its frame. */
export function PreviewPlaceholder({ className }: { className?: string }) {
  return (
    <span className={`${styles.placeholder} ${className ?? ''}`.trim()} data-preview-failed="">
      <ImageOff size={22} aria-hidden="true" />
      <span className={styles.text}>{commonText.media.thumbnailFailed}</span>
    </span>
  );
}
