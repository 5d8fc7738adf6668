import { useT, type SharedTask } from '@portal/shared/core';
import type { ShareAccess } from './share.resource';
import { ShareDownload } from './share-download.component';
import { ShareListSection } from './share-list-section.component';
import { useSharedList } from './use-shared-list';
import { useDayFormat } from './use-day-format';
import styles from './share.module.css';

const resultClass: Record<string, string | undefined> = { onTime: styles.ok, late: styles.warn, overdue: styles.bad, dueSoon: styles.warn };

/** The inspections due in the link's period, the latest due first, with their reports and files. */
export function ShareTasks({ access, onAccessLost }: { access: ShareAccess; onAccessLost: () => void }) {
  const t = useT();
  const day = useDayFormat();
  const list = useSharedList<SharedTask>(access, 'tasks');
  const result = (task: SharedTask) => t(`shell.share.result.${task.state ?? 'planned'}`);

  return (
    <ShareListSection id="share-tasks" title={t('shell.share.tasks')} empty={t('shell.share.noTasks')} list={list}>
      {(rows) => (
        <table className={styles.table} data-testid="share-tasks">
          <thead>
            <tr>
              <th scope="col">{t('shell.share.due')}</th>
              <th scope="col">{t('shell.share.inspection')}</th>
              <th scope="col">{t('shell.share.unit')}</th>
              <th scope="col">{t('shell.share.location')}</th>
              <th scope="col">{t('shell.share.completed')}</th>
              <th scope="col">{t('shell.share.result')}</th>
              <th scope="col">{t('shell.share.downloads')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((task) => (
              <tr key={task.id}>
                <td data-label={t('shell.share.due')} className={styles.date}>{day(task.dueDate)}</td>
                <td data-label={t('shell.share.inspection')}>
                  <span>
                    {task.name} <span className={styles.hint}>{task.number}</span>
                  </span>
                </td>
                <td data-label={t('shell.share.unit')}>{task.installation}</td>
                <td data-label={t('shell.share.location')}>{task.location}</td>
                <td data-label={t('shell.share.completed')} className={styles.date}>{day(task.completedDate)}</td>
                <td data-label={t('shell.share.result')}>
                  <span className={[styles.chip, resultClass[task.state ?? ''] ?? ''].join(' ')}>{result(task)}</span>
                </td>
                <td data-label={t('shell.share.downloads')} className={task.serviceReport || task.controlSchema || task.files.length > 0 ? undefined : styles.none}>
                  <ul className={styles.links}>
                    {task.serviceReport ? (
                      <li>
                        <ShareDownload
                          access={access}
                          path={`tasks/${task.id}/service-report`}
                          fileName={`${t('shell.share.serviceReport')} ${task.number}.pdf`}
                          label={t('shell.share.serviceReport')}
                          labelSuffix={task.number}
                          onAccessLost={onAccessLost}
                        />
                      </li>
                    ) : null}
                    {task.controlSchema ? (
                      <li>
                        <ShareDownload
                          access={access}
                          path={`tasks/${task.id}/control-schema`}
                          fileName={`${t('shell.share.controlSchema')} ${task.number}.pdf`}
                          label={t('shell.share.controlSchema')}
                          labelSuffix={task.number}
                          onAccessLost={onAccessLost}
                        />
                      </li>
                    ) : null}
                    {task.files.map((file) => (
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
