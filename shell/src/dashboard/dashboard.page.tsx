import { Spinner, useT } from '@portal/shared';
import { RemoteParcel } from '../composition/remote-parcel.component';
import { useRemotes } from '../composition/remotes-context';
import { useActiveLocation } from '../pickers/locations.resource';
import { useActiveCustomer } from '../session/session.resource';
import styles from './dashboard.module.css';

/**
 * Customer info plus the widgets the remotes declare in their remote.meta.json: key numbers beside the
 * customer info ('summary'), tables below ('tables'). Each widget fails in its own area.
 */
export function DashboardPage() {
  const t = useT();
  const remotes = useRemotes();
  const { customer, isLoading: customerLoading } = useActiveCustomer();
  const { location, isLoading: locationLoading } = useActiveLocation();
  const widgets = remotes
    .flatMap((remote) => remote.widgets.map((widget) => ({ ...widget, remote: remote.name })))
    .sort((a, b) => a.order - b.order);

  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={styles.title}>
        {t('shell.dashboard.title')}
      </h1>
      <div className={styles.summary}>
        <div className={styles.customerInfo} data-testid="customer-info">
          {/* Out of the flow, and the values keep their line while empty: the card has its final height from the start (CLS). */}
          {customerLoading || locationLoading ? (
            <div className={styles.loading}>
              <Spinner label={t('common.loading')} size="small" />
            </div>
          ) : null}
          <dl>
            <dt>{t('shell.dashboard.customer')}</dt>
            <dd data-testid="customer-name">{customer?.name ?? ''}</dd>
            <dt>{t('shell.dashboard.location')}</dt>
            <dd data-testid="dashboard-location">{locationLoading ? '' : (location?.name ?? t('shell.header.noLocation'))}</dd>
          </dl>
        </div>
        {widgets
          .filter((widget) => widget.area === 'summary')
          .map((widget) => (
            <div key={`${widget.remote}:${widget.id}`} className={styles.widget}>
              <RemoteParcel remote={widget.remote} kind="widgets" id={widget.id} />
            </div>
          ))}
      </div>
      <div className={styles.tables}>
        {widgets
          .filter((widget) => widget.area === 'tables')
          .map((widget) => (
            <div key={`${widget.remote}:${widget.id}`} className={styles.widget}>
              <RemoteParcel remote={widget.remote} kind="widgets" id={widget.id} />
            </div>
          ))}
      </div>
    </section>
  );
}
