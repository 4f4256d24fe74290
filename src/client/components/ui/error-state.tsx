import { errorMessages } from '@client/lib/error-toasts';
import { commonText } from '@client/lib/text';
import { Button } from './button';
import styles from './states.module.css';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
}

/** The shared error display: the server's messages under a short title, with a retry. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>{commonText.states.loadError}</p>
      <ul className={styles.errorList}>
        {errorMessages(error).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {commonText.actions.retry}
        </Button>
      )}
    </div>
  );
}
