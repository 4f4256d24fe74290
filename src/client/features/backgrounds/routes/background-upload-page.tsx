import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { paths } from '@client/app/paths';
import { NotFoundView } from '@client/components/ui/not-found-view';
import { PageHeader } from '@client/components/ui/page-header';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth-store';
import { parseRouteId } from '@client/lib/route-id';
import { queueText } from '@client/offline/text';
import { QueueStorageError } from '@client/offline/queue-types';
import { backgroundsText } from '../text';
import { FolderName } from '../components/folder-name';
import { useFolderMedia } from '../api/get-folder-media';
import { queueBackgroundUpload } from '../api/queue-upload';
import { BackgroundUploadForm, type BackgroundUploadValues } from '../components/background-upload-form';

export function BackgroundUploadPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <BackgroundUpload key={id} folderId={id} />;
}

/**
 * /photos/create/{id}. Save stages the files in the offline upload queue; once they are safely
 * stored the form resets, the user goes to the folder and a toast says the upload is queued. If the
 * browser cannot store them, the user is told and the files stay in the form.
 */
function BackgroundUpload({ folderId }: { folderId: number }) {
  const navigate = useNavigate();
  const ownerId = useAuth((s) => s.user?.id ?? null);
  // The folder's name labels the queue entry; offline it may be unknown, and the upload still queues.
  const folder = useFolderMedia(folderId, 1);
  if (folder.error instanceof ApiError && folder.error.status === 404) return <NotFoundView />;

  const submit = async ({ files, videos }: BackgroundUploadValues) => {
    try {
      if (ownerId === null) throw new Error(authMessages.sessionExpired);
      await queueBackgroundUpload({
        ownerId,
        folderId,
        folderName: folder.data?.folder?.name ?? backgroundsText.folderFallback(folderId),
        files,
        videos,
      });
    } catch (error) {
      toast.error(error instanceof QueueStorageError || ownerId === null ? (error as Error).message : commonMessages.genericError);
      throw error;
    }
    navigate(paths.backgrounds.folder.getHref(folderId));
    toast.success(queueText.queued);
  };

  return (
    <>
      <PageHeader title={backgroundsText.pages.backgroundUpload} />
      {folder.data?.folder && <FolderName name={folder.data.folder.name} />}
      <BackgroundUploadForm onSubmit={submit} />
    </>
  );
}
