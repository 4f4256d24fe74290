import type { FileRejection } from 'react-dropzone';
import { commonText } from './text';

export type DropKind = 'photo' | 'video';

/**
 * One toast text per error of a rejected drop. A file that is too large reads 'Файл "{file}"
 * має недопустимий формат. Файл має бути фото/відео'; any other error 'Файл "{file}" не прийнято:
 * {reason}' with the drop library's own reason ('File type must be ...', 'Too many files' …).
 */
export function rejectionMessages(rejections: readonly FileRejection[], kind: DropKind): string[] {
  return rejections.flatMap(({ file, errors }) =>
    errors.map((error) =>
      error.code === 'file-too-large'
        ? commonText.dropzone.tooLarge(file.name, kind)
        : commonText.dropzone.rejected(file.name, error.message),
    ),
  );
}
