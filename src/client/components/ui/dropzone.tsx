import { Upload } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useDropzone, type Accept } from 'react-dropzone';
import toast from 'react-hot-toast';
import { rejectionMessages, type DropKind } from '@client/lib/drop-rejections';
import { useUploadLimit, withinUploadLimit } from '@client/lib/upload-limit';
import { Button } from './button';
import { useFieldControl } from './field';
import styles from './dropzone.module.css';

interface DropzoneProps {
  /** Which toast a too-large file gets ('…має бути фото' / '…відео'). */
  kind: DropKind;
  accept: Accept;
  /** The input's name (the form field it fills). */
  name: string;
  title: string;
  buttonLabel: string;
  hint: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Inside a FieldScope, the field's state and message. */
  invalid?: boolean;
  describedBy?: string;
  /** The chosen files' thumbnails, shown inside the zone. */
  children?: ReactNode;
}

/**
 * A drop zone: drag and drop or its button, several files; a rejected file gives one
 * error toast per reason. The zone itself sets no size limit, but a file over the server's upload
 * limit is refused here, with a toast naming the limit, before the form can stage it. The zone is a region named by its title (react-dropzone's
 * default role="presentation" would conflict with that name); the keyboard reaches it through its
 * button, which opens the file dialog.
 */
export function Dropzone({ kind, accept, name, title, buttonLabel, hint, onFiles, disabled = false, children, ...wiring }: DropzoneProps) {
  const { invalid, describedBy } = useFieldControl(wiring);
  const uploadLimit = useUploadLimit();
  const { getRootProps, getInputProps, open, isDragActive, isDragReject } = useDropzone({
    accept,
    multiple: true,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: (files) => {
      const { accepted, messages } = withinUploadLimit(files, uploadLimit);
      for (const text of messages) toast.error(text);
      if (accepted.length > 0) onFiles(accepted);
    },
    onDropRejected: (rejections) => {
      for (const text of rejectionMessages(rejections, kind)) toast.error(text);
    },
  });
  const state = isDragReject ? styles.reject : isDragActive ? styles.active : '';
  const titleId = useId();

  return (
    <section
      {...getRootProps({
        className: `${styles.zone} ${state} ${invalid ? styles.invalid : ''}`.trim(),
        role: 'region',
        'aria-labelledby': titleId,
        'aria-describedby': describedBy,
      })}
    >
      <input {...getInputProps({ name })} />
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button variant="secondary" onClick={open} disabled={disabled}>
          <Upload size={16} aria-hidden="true" />
          {buttonLabel}
        </Button>
      </div>
      <p className={styles.hint}>{hint}</p>
      {children}
    </section>
  );
}
