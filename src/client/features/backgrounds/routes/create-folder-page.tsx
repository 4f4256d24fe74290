import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router-dom';
import { FolderRequestSchema, MAX_FOLDER_NAME_LENGTH, type FolderRequest } from '@shared/schemas/backgrounds';
import { paths } from '@client/app/paths';
import { SaveButton } from '@client/components/ui/button';
import { CharacterCount } from '@client/components/ui/character-count';
import { Field } from '@client/components/ui/field';
import { FormLayout } from '@client/components/ui/form-layout';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { TextInput } from '@client/components/ui/text-input';
import { commonText } from '@client/lib/text';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { useCreateFolder } from '../api/create-folder';
import { backgroundsText } from '../text';

/**
 * /photos/create-folder: one name field under 'folder for background'; 'Папка создана', then the
 * new folder's own page (one click less before uploading into it), replacing the form in history.
 */
export function CreateFolderPage() {
  const navigate = useNavigate();
  const createFolder = useCreateFolder();
  const once = useSubmitOnce();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = usePointerSafeForm<FolderRequest>({ resolver: valibotResolver(FolderRequestSchema), defaultValues: { name: '' } });

  const submit = handleSubmit((values) =>
    once
      .run((idempotencyKey) => createFolder.mutateAsync({ body: values, idempotencyKey }))
      ?.then((folder) => navigate(paths.backgrounds.folder.getHref(folder.id), { replace: true }))
      .catch(() => undefined),
  );

  return (
    <>
      <PageHeader title={backgroundsText.folderFormTitle} />
      <Panel>
        <FormLayout onSubmit={submit} actions={<SaveButton busy={once.pending} />}>
          <Field id="name" label={commonText.fields.name} error={errors.name?.message}>
            <TextInput autoComplete="off" autoFocus {...register('name')} />
            <CharacterCount control={control} name="name" max={MAX_FOLDER_NAME_LENGTH} />
          </Field>
        </FormLayout>
      </Panel>
    </>
  );
}
