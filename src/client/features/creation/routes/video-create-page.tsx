import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { paths } from '@client/app/paths';
import { PageHeader } from '@client/components/ui/page-header';
import { useAuth } from '@client/lib/auth-store';
import { commonText } from '@client/lib/text';
import { QueueStorageError } from '@client/offline/queue-types';
import { useFolderOptions } from '../api/get-folder-options';
import { queueCreationRequest, toSubmission } from '../api/queue-creation-request';
import { CreationForm, type CreationFormValues } from '../components/creation-form';

/**
 * /video/create. Submit stages the request in the upload queue and goes to
 * /video/request-create at once; 'Запит на створення відео надіслано' shows when the server accepts it
 * (the queue runner's confirmation). If the browser cannot store it, a toast says why and the form stays.
 */
export function VideoCreatePage() {
  const navigate = useNavigate();
  const ownerId = useAuth((s) => s.user?.id ?? null);
  const folders = useFolderOptions();

  const submit = async (values: CreationFormValues) => {
    try {
      if (ownerId === null) throw new Error(authMessages.sessionExpired);
      await queueCreationRequest(toSubmission(ownerId, values));
    } catch (error) {
      toast.error(error instanceof QueueStorageError || ownerId === null ? (error as Error).message : commonMessages.genericError);
      throw error;
    }
    navigate(paths.videos.requests.getHref());
  };

  return (
    <>
      <PageHeader title={commonText.screens.videoCreate} />
      <CreationForm
        folderOptions={folders.data}
        folderOptionsError={folders.error}
        onRetryFolders={() => void folders.refetch()}
        onSubmit={submit}
      />
    </>
  );
}
