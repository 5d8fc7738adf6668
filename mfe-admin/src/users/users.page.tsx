import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Spinner, useErrorMessage, usePhoneLayout, useT, type CustomerUser } from '@portal/shared';
import { UserForm, type UserFormValues } from './user-form.component';
import { UserCards } from './user-cards.component';
import { deleteUser, inviteUser, updateUser, useUsers } from './users.resource';
import { TwoFactorRequirementSetting } from '../two-factor/two-factor-requirement.component';
import { SingleSignOnSettingsCard } from '../single-sign-on/single-sign-on.component';
import { resetTwoFactor, useTwoFactorRequirement } from '../two-factor/two-factor.resource';
import { ReportSettings } from '../settings/report-settings.component';
import tableStyles from '../stacked-table.module.css';
import styles from './users.module.css';

type Editing = { kind: 'invite' } | { kind: 'edit'; user: CustomerUser } | null;

/**
 * /brugere, for the customer's Admins: the users, invite (a mail with a one-time link),
 * edit name, role, active and locations, delete; require two-factor sign-in and reset a user's. The API decides (403 for a non-Admin; 409 for the
 * last Admin or oneself); this page shows its answers.
 */
export function UsersPage() {
  const t = useT();
  const describeError = useErrorMessage();
  const { data, error, mutate, customerId, ownId } = useUsers();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomerUser | null>(null);
  const [resetting, setResetting] = useState<CustomerUser | null>(null);
  const twoFactor = useTwoFactorRequirement();
  const enrolled = new Set(twoFactor.data?.enrolledEmployeeIds ?? []);
  const [busy, setBusy] = useState(false);
  const phone = usePhoneLayout();
  const formArea = useRef<HTMLDivElement>(null);
  // On a phone the form opens above a long list of cards: its first field takes the focus, which scrolls it into view.
  useEffect(() => {
    if (phone && editing) formArea.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [phone, editing]);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setEditing(null);
      setDeleting(null);
      setResetting(null);
      setMessage({ text: success, error: false });
    } catch (failed) {
      setMessage({ text: describeError(failed, failure), error: true });
    } finally {
      setBusy(false);
      await Promise.all([mutate(), twoFactor.mutate()]);
    }
  };

  const onSubmit = (values: UserFormValues) => {
    if (!customerId || !editing) return;
    if (editing.kind === 'invite') {
      void run(
        () => inviteUser(customerId, { name: values.name, email: values.email, role: values.role, locationCodes: values.locationCodes }),
        t('admin.users.invited', { email: values.email }),
        t('admin.users.inviteFailed'),
      );
    } else {
      void run(
        () => updateUser(customerId, editing.user.employeeId, {
            name: values.name,
            role: values.role,
            active: values.active,
            locationCodes: values.locationCodes,
            mayApproveQuotes: values.mayApproveQuotes,
          }),
        t('admin.users.saved'),
        t('admin.users.saveFailed'),
      );
    }
  };

  if (error) return <p className={styles.error}>{describeError(error, t('admin.users.loadFailed'))}</p>;
  if (!data) return <Spinner label={t('common.loading')} />;
  return (
    <section className={styles.page} aria-labelledby="admin-users-title">
      <h1 id="admin-users-title" className={styles.title}>
        {t('admin.users.title')}
      </h1>
      {message && (
        <p className={message.error ? styles.error : styles.message} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <TwoFactorRequirementSetting />
      <SingleSignOnSettingsCard />
      {editing ? (
        <div ref={formArea}>
          <UserForm key={editing.kind === 'edit' ? editing.user.employeeId : 'invite'} {...(editing.kind === 'edit' ? { user: editing.user } : {})} busy={busy} onSubmit={onSubmit} onCancel={() => setEditing(null)} />
        </div>
      ) : (
        <div>
          <Button onClick={() => setEditing({ kind: 'invite' })}>{t('admin.users.invite')}</Button>
        </div>
      )}
      {phone ? (
        <UserCards users={data} enrolled={enrolled} ownId={ownId} onEdit={(user) => setEditing({ kind: 'edit', user })} onDelete={setDeleting} onResetTwoFactor={setResetting} />
      ) : (
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('admin.users.name')}</th>
            <th scope="col">{t('admin.users.email')}</th>
            <th scope="col">{t('admin.users.role')}</th>
            <th scope="col">{t('admin.users.status')}</th>
            <th scope="col">{t('admin.users.locations')}</th>
            <th scope="col">{t('admin.users.twoFactor')}</th>
            <th scope="col">
              <span className={styles.muted}>{t('admin.users.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((user) => (
            <tr key={user.employeeId}>
              <td data-label={t('admin.users.name')}>{user.name}</td>
              <td data-label={t('admin.users.email')}>{user.email}</td>
              <td data-label={t('admin.users.role')}>{t(user.role === 'Admin' ? 'admin.role.Admin' : 'admin.role.User')}</td>
              <td data-label={t('admin.users.status')}>{t(!user.active ? 'admin.users.deactivated' : user.invited ? 'admin.users.pending' : 'admin.users.activeState')}</td>
              <td data-label={t('admin.users.locations')}>{user.locationCodes === null ? t('admin.users.allLocations') : user.locationCodes.join(', ')}</td>
              <td data-label={t('admin.users.twoFactor')}>{t(enrolled.has(user.employeeId) ? 'admin.users.twoFactorOn' : 'admin.users.twoFactorOff')}</td>
              <td>
                {user.employeeId !== ownId && (
                  <span className={styles.actions}>
                    <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', user })} aria-label={t('admin.users.editTitle', { name: user.name })}>
                      {t('admin.users.edit')}
                    </Button>
                    <Button variant="danger" onClick={() => setDeleting(user)} aria-label={t('admin.users.deleteTitle', { name: user.name })}>
                      {t('admin.users.delete')}
                    </Button>
                    {enrolled.has(user.employeeId) && (
                      <Button variant="secondary" onClick={() => setResetting(user)} aria-label={t('admin.users.resetTwoFactorTitle', { name: user.name })}>
                        {t('admin.users.resetTwoFactor')}
                      </Button>
                    )}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      )}
      {deleting && customerId && (
        <Modal
          open
          title={t('admin.users.deleteTitle', { name: deleting.name })}
          onClose={() => setDeleting(null)}
          footer={
          <div className={styles.actions}>
            <Button variant="danger" busy={busy} onClick={() => void run(() => deleteUser(customerId, deleting.employeeId), t('admin.users.deleted'), t('admin.users.deleteFailed'))}>
              {t('admin.users.delete')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('admin.users.cancel')}
            </Button>
          </div>
          }
        >
          <p>{t('admin.users.deleteConfirm', { name: deleting.name, email: deleting.email })}</p>
        </Modal>
      )}
      {resetting && customerId && (
        <Modal
          open
          title={t('admin.users.resetTwoFactorTitle', { name: resetting.name })}
          onClose={() => setResetting(null)}
          footer={
            <div className={styles.actions}>
              <Button
                variant="danger"
                busy={busy}
                onClick={() => void run(() => resetTwoFactor(customerId, resetting.employeeId), t('admin.users.twoFactorReset'), t('admin.twoFactor.failed'))}
              >
                {t('admin.users.resetTwoFactor')}
              </Button>
              <Button variant="secondary" onClick={() => setResetting(null)}>
                {t('admin.users.cancel')}
              </Button>
            </div>
          }
        >
          <p>{t('admin.users.resetTwoFactorConfirm', { name: resetting.name, email: resetting.email })}</p>
        </Modal>
      )}
      <ReportSettings />
    </section>
  );
}
