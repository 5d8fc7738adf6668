import { useId, useState, type FormEvent } from 'react';
import { Button, roles, useT, type CustomerUser, type Role } from '@portal/shared';
import { LocationChecklist } from '../location-checklist/location-checklist.component';
import formStyles from '../form.module.css';
import styles from './users.module.css';
import cardStyles from '../card.module.css';

export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** null: all locations. */
  locationCodes: string[] | null;
  /** The right to decide remediation quotes (a User's; Admins always have it). */
  mayApproveQuotes: boolean;
}

/**
 * The invite form (with e-mail) and the edit form (without): this customer's name for the person (never
 * the person's own, which they change on their profile), role, and the locations a User is limited to.
 */
export function UserForm({
  user,
  busy,
  onSubmit,
  onCancel,
}: {
  user?: CustomerUser;
  busy: boolean;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<UserFormValues>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'User',
    active: user?.active ?? true,
    locationCodes: user?.locationCodes ?? null,
    mayApproveQuotes: user?.mayApproveQuotes ?? false,
  });
  const ids = { name: useId(), nameHint: useId(), email: useId(), role: useId(), active: useId(), all: useId(), quotes: useId() };
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...values, locationCodes: values.role === 'Admin' ? null : values.locationCodes });
  };
  const limited = values.role === 'User' && values.locationCodes !== null;

  return (
    <form className={cardStyles.card} onSubmit={submit} aria-label={user ? t('admin.users.editTitle', { name: user.name }) : t('admin.users.inviteTitle')}>
      <div className={formStyles.fields}>
        <label htmlFor={ids.name}>{t('admin.users.name')}</label>
        <input id={ids.name} value={values.name} maxLength={100} required aria-describedby={ids.nameHint} onChange={(event) => set('name', event.target.value)} />
        <p id={ids.nameHint} className={formStyles.hint}>
          {t('admin.users.nameHint')}
        </p>
        {!user && (
          <>
            <label htmlFor={ids.email}>{t('admin.users.email')}</label>
            <input id={ids.email} type="email" value={values.email} maxLength={254} required onChange={(event) => set('email', event.target.value)} />
          </>
        )}
        <label htmlFor={ids.role}>{t('admin.users.role')}</label>
        <select id={ids.role} value={values.role} onChange={(event) => set('role', event.target.value as Role)}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(role === 'Admin' ? 'admin.role.Admin' : 'admin.role.User')}
            </option>
          ))}
        </select>
      </div>
      {user && (
        <label className={formStyles.check} htmlFor={ids.active}>
          <input id={ids.active} type="checkbox" checked={values.active} onChange={(event) => set('active', event.target.checked)} />
          {t('admin.users.active')}
        </label>
      )}
      {user && values.role === 'User' && (
        <label className={formStyles.check} htmlFor={ids.quotes}>
          <input id={ids.quotes} type="checkbox" checked={values.mayApproveQuotes} onChange={(event) => set('mayApproveQuotes', event.target.checked)} />
          {t('admin.users.mayApproveQuotes')}
        </label>
      )}
      {user && values.role === 'Admin' && (
        <p className={formStyles.hint}>
          {t('admin.users.mayApproveQuotesHint')}
        </p>
      )}
      {values.role === 'User' && (
        <fieldset>
          <legend>{t('admin.users.locations')}</legend>
          <label className={formStyles.check} htmlFor={ids.all}>
            <input id={ids.all} type="checkbox" checked={!limited} onChange={(event) => set('locationCodes', event.target.checked ? null : [])} />
            {t('admin.users.allLocations')}
          </label>
          {limited && (
            <LocationChecklist chosen={values.locationCodes ?? []} onChange={(codes) => set('locationCodes', codes)} searchLabel={t('admin.users.searchLocations')} />
          )}
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} disabled={limited && (values.locationCodes?.length ?? 0) === 0}>
          {user ? t('admin.users.save') : t('admin.users.sendInvite')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.users.cancel')}
        </Button>
      </div>
    </form>
  );
}
