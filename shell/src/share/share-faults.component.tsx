import { useT, type SharedFault } from '@portal/shared/core';
import type { ShareAccess } from './share.resource';
import { ShareDownload } from './share-download.component';
import { ShareListSection } from './share-list-section.component';
import { useSharedList } from './use-shared-list';
import { useDayFormat } from './use-day-format';
import styles from './share.module.css';

/** The faults found in the link's period or still open, the latest found first, with their reports and files. */
export function ShareFaults({ access, onAccessLost }: { access: ShareAccess; onAccessLost: () => void }) {
  const t = useT();
  const day = useDayFormat();
  const list = useSharedList<SharedFault>(access, 'faults');

  return (
    <ShareListSection id="share-faults" title={t('shell.share.faults')} empty={t('shell.share.noFaults')} list={list}>
      {(rows) => (
        <table className={styles.table} data-testid="share-faults">
          <thead>
            <tr>
              <th scope="col">{t('shell.share.found')}</th>
              <th scope="col">{t('shell.share.fault')}</th>
              <th scope="col">{t('shell.share.class')}</th>
              <th scope="col">{t('shell.share.unit')}</th>
              <th scope="col">{t('shell.share.location')}</th>
              <th scope="col">{t('shell.share.status')}</th>
              <th scope="col">{t('shell.share.downloads')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((fault) => (
              <tr key={fault.id}>
                <td data-label={t('shell.share.found')} className={styles.date}>{day(fault.created)}</td>
                <td data-label={t('shell.share.fault')}>
                  <span>
                    {fault.type} <span className={styles.hint}>{fault.number}</span>
                    {fault.kind === 'thermography' ? <span className={styles.hint}> · {t('shell.share.thermography')}</span> : null}
                  </span>
                </td>
                <td data-label={t('shell.share.class')}>{fault.faultClass ?? '–'}</td>
                <td data-label={t('shell.share.unit')}>{fault.installation}</td>
                <td data-label={t('shell.share.location')}>{fault.location}</td>
                <td data-label={t('shell.share.status')}>
                  {fault.closedAt ? (
                    <span className={[styles.chip, styles.ok].join(' ')}>{t('shell.share.closed', { date: day(fault.closedAt) })}</span>
                  ) : (
                    <span className={[styles.chip, styles.bad].join(' ')}>{t('shell.share.open')}</span>
                  )}
                </td>
                <td data-label={t('shell.share.downloads')}>
                  <ul className={styles.links}>
                    <li>
                      <ShareDownload
                        access={access}
                        path={`faults/${fault.id}/report.pdf`}
                        fileName={`${t('shell.share.faultReport')} ${fault.number}.pdf`}
                        label={t('shell.share.faultReport')}
                        labelSuffix={fault.number}
                        onAccessLost={onAccessLost}
                      />
                    </li>
                    {fault.files.map((file) => (
                      <li key={file.id}>
                        <ShareDownload access={access} path={`files/${file.id}`} fileName={file.name} label={file.name} onAccessLost={onAccessLost} />
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ShareListSection>
  );
}
