import { useMemo, type ReactNode } from 'react';
import type { CreationRequestDetail } from '@shared/schemas/creation';
import type { PublicationFormValues } from '@shared/schemas/publications';
import { publishingText } from '../text';
import { usePublicationIfAny } from '../api/get-publication';
import { profileOptions } from '../model/publication-model';
import { republishPrefill } from '../model/preset-model';
import styles from './preset-bar.module.css';

const t = publishingText.republish;

export interface RepublishPrefillState {
  /** The source publication is still loading: the form waits (its start values are read once). */
  pending: boolean;
  values: Partial<PublicationFormValues> | null;
  /** What the operator is told above the form: filled from which publication, what was left out, or that it failed. */
  note: ReactNode;
}

/**
 * `?from={idUpload}` on the publishing form: the published item whose choices the form starts from
 * ('Опублікувати ще раз так само'). It is read through the same GET as its page (another user's item
 * answers 404, and the form then starts empty, saying so); its profiles are kept only where this form offers them.
 */
export function useRepublishPrefill(from: string | null, detail: CreationRequestDetail | undefined): RepublishPrefillState {
  const source = usePublicationIfAny(from);
  return useMemo(() => {
    if (!from || !detail) return { pending: false, values: null, note: null };
    if (source.isError) return { pending: false, values: null, note: <p className={styles.note}>{t.loadFailed}</p> };
    if (!source.data) return { pending: true, values: null, note: null };
    const prefill = republishPrefill(source.data, profileOptions(detail.accounts, detail.group));
    return {
      pending: false,
      values: prefill.values,
      note: (
        <p className={styles.note} role="status">
          {t.prefilled(source.data.title)}
          {prefill.droppedProfiles > 0 && <span className={styles.dropped}> {t.droppedProfiles(prefill.droppedProfiles)}</span>}
        </p>
      ),
    };
  }, [from, detail, source.isError, source.data]);
}
