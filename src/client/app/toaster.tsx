import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** At most 20 toasts. react-hot-toast's store already caps at 20; this keeps the visible ones at 20 too. */
export const TOAST_LIMIT = 20;

function useVisibleToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

/** Top-center; blank 4000, error 4000, success 2000, custom 4000 ms, loading until replaced; removal delay 1000 ms. */
export function AppToaster() {
  useVisibleToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        removeDelay: 1000,
        blank: { duration: 4000 },
        error: { duration: 4000 },
        success: { duration: 2000 },
        custom: { duration: 4000 },
        loading: { duration: Infinity },
        style: { fontSize: '14px', maxWidth: '420px' },
      }}
    />
  );
}
