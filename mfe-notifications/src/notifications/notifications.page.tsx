import { useCallback, useId, useState, type FormEvent } from 'react';
import { mutate } from 'swr';
import { Button, ExportMenu, Modal, isApiError, useErrorMessage, useT, type AddNotificationRequest, type Notification } from '@portal/shared';
import { ListPageBody } from '@portal/shared/data-table';
import { planAdd, type AddForm } from './notification-add';
import { NotificationTable } from './notification-table.component';
import { addNotification, removeNotification, useNotificationCulture, useNotifications } from './notifications.resource';
import styles from './notifications.module.css';

type OverwriteWarning = { trigger: 'add'; requests: AddNotificationRequest[] } | { trigger: 'unchecked' };

const emptyForm: AddForm = { email: '', name: '', allLocations: false, completedTasks: false, newTasks: false };

/**
 * /Notifikation (spec section 2, Notifications page; section 4, the add flow; section 5, its rules):
 * the form, the overwrite warning and the already-all error (modals), and the two tables.
 */
export function NotificationsPage() {
  const t = useT();
  const describeError = useErrorMessage();
  const culture = useNotificationCulture();
  const { location, all, customerId, locationCode } = useNotifications();
  const [form, setForm] = useState<AddForm>(emptyForm);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  /** The overwrite warning: opened by Add with the all-locations box ticked, or by unticking the box (spec section 4). */
  const [warning, setWarning] = useState<OverwriteWarning | null>(null);
  const [alreadyAll, setAlreadyAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const ids = { email: useId(), name: useId(), message: useId() };

  const reload = useCallback(() => Promise.all([location.mutate(), all.mutate()]), [location, all]);

  const send = async (requests: AddNotificationRequest[]) => {
    if (!customerId) return;
    setBusy(true);
    setMessage(null);
    try {
      for (const request of requests) await addNotification(customerId, request);
      setForm(emptyForm);
      setMessage({ text: t('notifications.added.text'), error: false });
    } catch (error) {
      if (isApiError(error) && error.status === 409) setAlreadyAll(true);
      else setMessage({ text: describeError(error, t('notifications.addFailed.text')), error: true });
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!customerId) return;
    const plan = planAdd(form, { customerId: Number(customerId), locationCode, culture, allLocations: all.data ?? [] });
    if (plan.kind === 'invalid') setMessage({ text: t(plan.messageKey), error: true });
    else if (plan.kind === 'confirm-all') setWarning({ trigger: 'add', requests: plan.requests });
    else if (plan.kind === 'already-all') setAlreadyAll(true);
    else void send(plan.requests);
  };

  // A delete is asked about first: a subscription removed by a stray click silently stops its e-mails.
  const [confirmingRemove, setConfirmingRemove] = useState<Notification | null>(null);
  const onRemove = useCallback(
    async (row: Notification) => {
      setConfirmingRemove(null);
      if (!customerId) return;
      setRemoving(row.id);
      try {
        await removeNotification(customerId, row.id);
      } catch (error) {
        setMessage({ text: describeError(error, t('notifications.deleteFailed.text')), error: true });
      } finally {
        setRemoving(null);
        // Both tables: the row was in one of them.
        await mutate((key) => typeof key === 'string' && key.startsWith(`/notification/${encodeURIComponent(customerId)}/GetNotification`));
      }
    },
    [customerId, describeError, t],
  );

  const set = <K extends keyof AddForm>(key: K, value: AddForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  // Spec section 4: unticking the all-locations box shows the overwrite warning, whose OK adds for all locations.
  const onAllLocationsChange = (checked: boolean) => {
    set('allLocations', checked);
    if (!checked) setWarning({ trigger: 'unchecked' });
  };

  const confirmWarning = () => {
    const current = warning;
    setWarning(null);
    if (!current || !customerId) return;
    if (current.trigger === 'add') {
      void send(current.requests);
      return;
    }
    // OK after unticking: the form as it is now, for all locations (an empty location code).
    const plan = planAdd({ ...form, allLocations: true }, { customerId: Number(customerId), locationCode, culture, allLocations: all.data ?? [] });
    if (plan.kind === 'invalid') setMessage({ text: t(plan.messageKey), error: true });
    else if (plan.kind === 'confirm-all' || plan.kind === 'add') void send(plan.requests);
  };
  const title = t('notifications.page.title');

  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <div className={styles.header}>
        <h1 id="notifications-title" className={styles.title}>
          {title}
        </h1>
        {/* Both tables: this location's subscriptions, then those for all locations. */}
        <ExportMenu customerId={customerId} list="notifications" params={{ location: locationCode ?? undefined }} disabled={!all.data} />
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={message ? ids.message : undefined}>
        <div className={styles.fields}>
          <label htmlFor={ids.email}>{t('notifications.form.email')}</label>
          <input id={ids.email} type="email" autoComplete="email" value={form.email} onChange={(event) => set('email', event.target.value)} />
          <label htmlFor={ids.name}>{t('notifications.form.name')}</label>
          <input id={ids.name} type="text" autoComplete="name" value={form.name} onChange={(event) => set('name', event.target.value)} />
        </div>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('notifications.form.choices')}</legend>
          <label>
            <input type="checkbox" checked={form.allLocations} onChange={(event) => onAllLocationsChange(event.target.checked)} /> {t('notifications.form.allLocations')}
          </label>
          <label>
            <input type="checkbox" checked={form.completedTasks} onChange={(event) => set('completedTasks', event.target.checked)} /> {t('notifications.form.completedTasks')}
          </label>
          <label>
            <input type="checkbox" checked={form.newTasks} onChange={(event) => set('newTasks', event.target.checked)} /> {t('notifications.form.newTasks')}
          </label>
        </fieldset>
        <Button type="submit" busy={busy}>
          {t('notifications.form.add')}
        </Button>
        {message ? (
          <p id={ids.message} role={message.error ? 'alert' : 'status'} className={message.error ? styles.error : styles.success}>
            {message.text}
          </p>
        ) : null}
      </form>

      <h2 className={styles.subtitle}>{t('notifications.table.thisLocation')}</h2>
      {locationCode ? (
        <ListPageBody list={location} errorKey="notifications.page.loadError" className={styles.table}>
          <NotificationTable rows={location.data} tableName={t('notifications.table.thisLocation')} removing={removing} onRemove={setConfirmingRemove} />
        </ListPageBody>
      ) : (
        <p className={styles.notice}>{t('notifications.noLocation.text')}</p>
      )}
      <h2 className={styles.subtitle}>{t('notifications.table.allLocations')}</h2>
      <ListPageBody list={all} errorKey="notifications.page.loadError" className={styles.table}>
        <NotificationTable rows={all.data} tableName={t('notifications.table.allLocations')} removing={removing} onRemove={setConfirmingRemove} />
      </ListPageBody>

      <Modal
        open={warning !== null}
        title={t('notifications.overwrite.title')}
        onClose={() => setWarning(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setWarning(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={confirmWarning}>{t('notifications.overwrite.ok')}</Button>
          </>
        }
      >
        <p>{t(warning?.trigger === 'unchecked' ? 'notifications.overwrite.uncheckedText' : 'notifications.overwrite.text')}</p>
      </Modal>
      <Modal
        open={confirmingRemove !== null}
        title={t('notifications.confirmDelete.title')}
        onClose={() => setConfirmingRemove(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingRemove(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => confirmingRemove && void onRemove(confirmingRemove)}>
              {t('notifications.confirmDelete.ok')}
            </Button>
          </>
        }
      >
        <p>{confirmingRemove ? t('notifications.confirmDelete.text', { name: confirmingRemove.name, email: confirmingRemove.email }) : null}</p>
      </Modal>
      <Modal
        open={alreadyAll}
        title={t('notifications.alert.title')}
        onClose={() => setAlreadyAll(false)}
        footer={<Button onClick={() => setAlreadyAll(false)}>{t('notifications.alert.ok')}</Button>}
      >
        <p role="alert">{t('notifications.alert.locationAlreadyAll')}</p>
      </Modal>
    </section>
  );
}
