import { useId } from 'react';
import { useT } from '@portal/shared';
import { useSingleSignOnSettings } from './single-sign-on.resource';
import styles from './single-sign-on.module.css';
import cardStyles from '../card.module.css';

/**
 * The customer's single sign-on on /brugere, read-only (ADR 0063): the provider's import sets it, so an Admin
 * sees which identity provider and domains sign in there, whether passwords are refused and whether unknown
 * addresses become users. Nothing shows for a customer without it.
 */
export function SingleSignOnSettingsCard() {
  const t = useT();
  const id = useId();
  const { data } = useSingleSignOnSettings();
  if (!data?.configured) return null;
  const yesNo = (value: boolean) => t(value ? 'admin.singleSignOn.yes' : 'admin.singleSignOn.no');
  return (
    <section className={cardStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.singleSignOn.title')}</h2>
      <p className={styles.hint}>{t('admin.singleSignOn.intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('admin.singleSignOn.issuer')}</dt>
        <dd>{data.issuer}</dd>
        <dt>{t('admin.singleSignOn.clientId')}</dt>
        <dd>{data.clientId}</dd>
        <dt>{t('admin.singleSignOn.domains')}</dt>
        <dd>{data.domains.join(', ')}</dd>
        <dt>{t('admin.singleSignOn.enforced')}</dt>
        <dd>{yesNo(data.enforced)}</dd>
        <dt>{t('admin.singleSignOn.justInTime')}</dt>
        <dd>{yesNo(data.justInTime)}</dd>
      </dl>
    </section>
  );
}
