import { useState } from 'react';
import { commonText } from '@client/lib/text';
import { useFieldControl } from './field';
import { TextInput, type TextInputProps } from './text-input';
import styles from './password-input.module.css';

/** A password field with a show/hide toggle; the icons are inline so the login route stays light. */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { id } = useFieldControl({ id: props.id });
  return (
    <div className={styles.wrap}>
      <TextInput {...props} id={id} type={visible ? 'text' : 'password'} className={styles.input} />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? commonText.passwordInput.hide : commonText.passwordInput.show}
        aria-pressed={visible}
        aria-controls={id}
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
}
