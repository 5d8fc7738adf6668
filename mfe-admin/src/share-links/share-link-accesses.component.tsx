import { Modal, Spinner, formatDateTime, useErrorMessage, useT, type ShareLinkSummary } from '@portal/shared';
import { useShareLinkAccesses } from './share-links.resource';
import tableStyles from '../stacked-table.module.css';
import styles from './share-links.module.css';

/** A link's access log: every visit and download, when, from which address, and what. */
export function ShareLinkAccesses({ customerId, link, onClose }: { customerId: string; link: ShareLinkSummary; onClose: () => void }) {
  const t = useT();
  const describeError = useErrorMessage();
  const { data, error } = useShareLinkAccesses(customerId, link.id);
  const locations = link.locations.map((location) => location.name).join(', ');

  let body;
  if (error) body = <p className={styles.error}>{describeError(error, t('admin.share.loadFailed'))}</p>;
  else if (!data) body = <Spinner label={t('common.loading')} />;
  else if (data.length === 0) body = <p>{t('admin.share.noAccesses')}</p>;
  else {
    body = (
      <table className={tableStyles.table} data-testid="share-accesses">
        <thead>
          <tr>
            <th scope="col">{t('admin.share.accessAt')}</th>
            <th scope="col">{t('admin.share.accessIp')}</th>
            <th scope="col">{t('admin.share.accessWhat')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((access, index) => (
            <tr key={`${access.at}-${index}`}>
              <td data-label={t('admin.share.accessAt')}>{formatDateTime(access.at)}</td>
              <td data-label={t('admin.share.accessIp')}>{access.ip}</td>
              <td data-label={t('admin.share.accessWhat')}>
                <span>
                  {t(`admin.share.access.${access.what}`)}
                  {access.subject ? <span className={styles.muted}> {access.subject}</span> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Modal open title={t('admin.share.accessesTitle', { locations })} onClose={onClose}>
      {body}
    </Modal>
  );
}
