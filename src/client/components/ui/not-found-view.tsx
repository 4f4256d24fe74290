import { Link } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { commonText } from '@client/lib/text';
import { useDocumentTitle } from '@client/lib/use-document-title';
import styles from './not-found-view.module.css';

/** The fallback page: the text '404', a Ukrainian line and a link home. */
export function NotFoundView() {
  useDocumentTitle(commonText.notFound.text);
  return (
    <div className={styles.page}>
      <p className={styles.code}>{commonText.notFound.code}</p>
      <h1 className={styles.text}>{commonText.notFound.text}</h1>
      <Link to={paths.home.getHref()}>{commonText.notFound.home}</Link>
    </div>
  );
}
