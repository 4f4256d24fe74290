import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { commonText } from '@client/lib/text';
import { Button } from './button';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = commonText.actions.delete,
  cancelLabel = commonText.actions.cancel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.center}>
        <DialogPanel className={styles.panel}>
          <DialogTitle className={styles.title}>{title}</DialogTitle>
          {description && <Description className={styles.description}>{description}</Description>}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
