import { Link } from 'react-router-dom';
import { useT } from '@portal/shared';
import styles from '../layout/layout.module.css';

export function NotAuthorizedPage() {
  const t = useT();
  return (
    <section className={styles.page}>
      <h1>{t('shell.notAuthorized.title')}</h1>
      <p>{t('shell.notAuthorized.text')}</p>
      <Link to="/">{t('shell.notAuthorized.back')}</Link>
    </section>
  );
}
