import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteOptions<T> {
  title: ReactNode;
  describe: (item: T) => ReactNode;
  onConfirm: (item: T) => void;
}

/** "Delete X?" for lists: `ask(item)` opens the dialog; render `dialog` once beside the list. */
export function useConfirmDelete<T>({ title, describe, onConfirm }: ConfirmDeleteOptions<T>) {
  const [pending, setPending] = useState<{ item: T } | null>(null);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      description={pending ? describe(pending.item) : undefined}
      onConfirm={() => {
        if (pending) onConfirm(pending.item);
        setPending(null);
      }}
      onClose={() => setPending(null)}
    />
  );
  return { ask: (item: T) => setPending({ item }), dialog };
}
