import { commonText } from '@client/lib/text';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { authText } from '../text';
import { LoginForm } from '../components/login-form';
import styles from './login-screen.module.css';

/** Shown at any path while signed out; kept free of the app shell so it loads alone. */
export function LoginScreen() {
  useDocumentTitle(authText.title);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.logo}>{commonText.appName}</p>
        <h1 className={styles.title}>{authText.title}</h1>
        <LoginForm />
      </div>
    </main>
  );
}
