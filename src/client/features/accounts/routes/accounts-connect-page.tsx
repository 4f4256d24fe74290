import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BatchSkip, ConnectBatch } from '@shared/schemas/connect-batches';
import { CONNECT_BATCH_MAX } from '@shared/schemas/connect-batches';
import { PageHeader } from '@client/components/ui/page-header';
import { ConnectBatchView } from '../components/connect-batch-view';
import { ConnectPicker } from '../components/connect-picker';
import { accountsText } from '../text';

/** `?ids=1,2,3` as distinct ids (anything else in it is dropped), at most one more than a batch takes so the bound still shows. */
function idsOf(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, CONNECT_BATCH_MAX + 1);
}

/** The links of the batch just made, kept only in this page's memory (the server keeps their hashes). */
interface Made {
  batchId: number;
  links: ReadonlyMap<number, string>;
  skipped: readonly BatchSkip[];
}

/**
 * 'Підключення акаунтів' (/accounts/connect): choose profiles (`?ids=` from a selection on the list,
 * or by filters) and platforms, make one single-use invitation per profile and platform in one
 * request, then follow them (`?batch=N`): links to copy or download, states refreshed live, revoke.
 */
export function AccountsConnectPage() {
  const [params, setParams] = useSearchParams();
  const [made, setMade] = useState<Made | null>(null);
  const batchParam = Number(params.get('batch'));
  const batchId = Number.isInteger(batchParam) && batchParam > 0 ? batchParam : null;
  const preselected = idsOf(params.get('ids'));

  const onCreated = (batch: ConnectBatch) => {
    const links = new Map(batch.data.flatMap((row) => (row.url ? [[row.id, row.url] as const] : [])));
    setMade({ batchId: batch.id, links, skipped: batch.skipped });
    setParams({ batch: String(batch.id) });
  };

  return (
    <>
      <PageHeader title={accountsText.pages.accountsConnect} />
      {batchId !== null ? (
        <ConnectBatchView
          key={batchId}
          batchId={batchId}
          links={made?.batchId === batchId ? made.links : null}
          skipped={made?.batchId === batchId ? made.skipped : []}
        />
      ) : (
        <ConnectPicker preselected={preselected} onPickOthers={() => setParams({})} onCreated={onCreated} />
      )}
    </>
  );
}
