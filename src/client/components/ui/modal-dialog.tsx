import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'narrow' (420 px) asks a question; 'wide' (520 px) holds a list to decide over. */
  size?: 'narrow' | 'wide';
  /** What lies between the description and the buttons; a long list scrolls inside the panel. */
  children?: ReactNode;
  actions: ReactNode;
}

/** The one modal frame: a dimmed page, a centred panel with its title, description, body and buttons at its end. */
export function ModalDialog({ open = true, onClose, title, description, size = 'narrow', children, actions }: ModalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.center}>
        <DialogPanel className={`${styles.panel} ${size === 'wide' ? styles.wide : ''}`}>
          <DialogTitle className={styles.title}>{title}</DialogTitle>
          {description && <Description className={styles.description}>{description}</Description>}
          {children && <div className={styles.body}>{children}</div>}
          <div className={styles.actions}>{actions}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
