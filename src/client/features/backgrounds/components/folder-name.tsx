import { Folder } from 'lucide-react';
import styles from './folder-name.module.css';

/** The folder a page is about, under its header. */
export function FolderName({ name }: { name: string }) {
  return (
    <p className={styles.name}>
      <Folder size={16} aria-hidden="true" />
      {name}
    </p>
  );
}
