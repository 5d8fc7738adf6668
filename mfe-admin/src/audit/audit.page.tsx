import { useId, useState } from 'react';
import { Button, ExportMenu, Spinner, displayTimeZoneName, formatDateTime, useErrorMessage, usePhoneLayout, useT } from '@portal/shared';
import { AuditCards } from './audit-cards.component';
import { PAGE_SIZE, useAudit, useAuditUsers, type AuditFilters } from './audit.resource';
import tableStyles from '../stacked-table.module.css';
import { auditEntryTexts } from './audit-entry-texts';
import styles from './audit.module.css';

const emptyFilters: AuditFilters = { employeeId: '', location: '', from: '', to: '' };

/**
 * /revisionsspor, for the customer's Admins: who changed what and when, filtered by user,
 * location (and everything inside it) and period, a page at a time, exportable as CSV or XLSX (every page).
 */
export function AuditPage() {
  const t = useT();
  const describeError = useErrorMessage();
  const [draft, setDraft] = useState<AuditFilters>(emptyFilters);
  const [filters, setFilters] = useState<AuditFilters>(emptyFilters);
  const [page, setPage] = useState(0);
  const { data, error, customerId } = useAudit(filters, page);
  const users = useAuditUsers();
  const ids = { user: useId(), location: useId(), from: useId(), to: useId() };
  const set = (key: keyof AuditFilters, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const rows = data?.slice(0, PAGE_SIZE) ?? [];
  const hasMore = (data?.length ?? 0) > PAGE_SIZE;
  const phone = usePhoneLayout();

  return (
    <section className={styles.page} aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title" className={styles.title}>
        {t('admin.audit.title')}
      </h1>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          setPage(0);
          setFilters(draft);
        }}
      >
        <label htmlFor={ids.user}>
          {t('admin.audit.user')}
          <select id={ids.user} value={draft.employeeId} onChange={(event) => set('employeeId', event.target.value)}>
            <option value="">{t('admin.audit.allUsers')}</option>
            {(users.data ?? []).map((user) => (
              <option key={user.employeeId} value={String(user.employeeId)}>
                {user.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.location}>
          {t('admin.audit.location')}
          <input id={ids.location} value={draft.location} placeholder={t('admin.audit.locationPlaceholder')} onChange={(event) => set('location', event.target.value.trim())} />
        </label>
        <label htmlFor={ids.from}>
          {t('admin.audit.from')}
          <input id={ids.from} type="date" value={draft.from} onChange={(event) => set('from', event.target.value)} />
        </label>
        <label htmlFor={ids.to}>
          {t('admin.audit.to')}
          <input id={ids.to} type="date" value={draft.to} onChange={(event) => set('to', event.target.value)} />
        </label>
        <Button type="submit">{t('admin.audit.filter')}</Button>
        <ExportMenu
          customerId={customerId}
          list="audit"
          params={{
            employeeId: filters.employeeId ? Number(filters.employeeId) : undefined,
            location: filters.location || undefined,
            ...(filters.from && filters.to ? { from: filters.from, to: filters.to } : {}),
          }}
        />
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {describeError(error, t('admin.audit.loadFailed'))}
        </p>
      ) : !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {phone ? (
            <AuditCards entries={rows} />
          ) : (
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">{`${t('admin.audit.time')} (${displayTimeZoneName()})`}</th>
                <th scope="col">{t('admin.audit.person')}</th>
                <th scope="col">{t('admin.audit.action')}</th>
                <th scope="col">{t('admin.audit.subject')}</th>
                <th scope="col">{t('admin.audit.details')}</th>
                <th scope="col">{t('admin.audit.location')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6} role="status">
                    {t('admin.audit.empty')}
                  </td>
                </tr>
              )}
              {rows.map((entry) => {
                const texts = auditEntryTexts(t, entry);
                return (
                  <tr key={entry.id}>
                    <td data-label={t('admin.audit.time')}>
                      <time dateTime={entry.created}>{formatDateTime(entry.created)}</time>
                    </td>
                    <td data-label={t('admin.audit.person')}>
                      {entry.person}
                      {entry.impersonator && <div className={styles.muted}>{t('admin.audit.impersonatedBy', { name: entry.impersonator })}</div>}
                    </td>
                    <td data-label={t('admin.audit.action')}>{texts.action}</td>
                    <td data-label={t('admin.audit.subject')}>{texts.subject}</td>
                    <td data-label={t('admin.audit.details')}>{texts.details}</td>
                    <td data-label={t('admin.audit.location')}>{entry.locationName ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          )}
          <div className={styles.pager}>
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('admin.audit.previous')}
            </Button>
            <Button variant="secondary" disabled={!hasMore} onClick={() => setPage(page + 1)}>
              {t('admin.audit.next')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
