import { Repeat } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '@shared/messages/common';
import { paths } from '@client/app/paths';
import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { Field } from '@client/components/ui/field';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { Select, type SelectOption } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { commonText } from '@client/lib/text';
import { publishingText } from '../text';
import { useNewestRequests } from '../api/get-publishable-requests';
import { videosLeft } from '../model/preset-model';

const t = publishingText.republish;

/**
 * 'Опублікувати ще раз так само' on a published item: the operator picks a finished request with videos
 * left (the newest first; the item's own request too, while it has some), and its publishing form opens
 * with `?from=` this item, which fills it from the item's choices (a reload keeps them: they come from the URL).
 */
export function RepublishButton({ idUpload }: { idUpload: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Repeat size={16} aria-hidden="true" />
        {t.action}
      </Button>
      {open && <RepublishDialog from={idUpload} onClose={() => setOpen(false)} />}
    </>
  );
}

function RepublishDialog({ from, onClose }: { from: string; onClose: () => void }) {
  const navigate = useNavigate();
  const requests = useNewestRequests(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = useMemo<SelectOption<string>[]>(
    () =>
      (requests.data?.data ?? [])
        .filter((request) => videosLeft(request) > 0)
        .map((request) => ({ value: request.idUpload, label: t.requestOption(request.id, request.sourceName, videosLeft(request)) })),
    [requests.data],
  );
  const first = options[0]?.value ?? null;
  const target = chosen ?? first;
  return (
    <ModalDialog
      onClose={onClose}
      size="wide"
      title={t.dialogTitle}
      description={t.dialogText}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {commonText.actions.cancel}
          </Button>
          <Button disabled={!target} onClick={() => target && navigate(paths.videos.request.getHref(target, { from }))}>
            {t.open}
          </Button>
        </>
      }
    >
      {requests.isPending ? (
        <Spinner block />
      ) : requests.isError ? (
        <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
      ) : options.length === 0 ? (
        <p>{t.noRequests}</p>
      ) : (
        <Field id="republishRequest" label={t.request}>
          <Select<string>
            name="request"
            options={options}
            value={target}
            onChange={setChosen}
            placeholder={commonMessages.selectPlaceholder}
            emptyText={commonMessages.selectEmpty}
          />
        </Field>
      )}
    </ModalDialog>
  );
}
