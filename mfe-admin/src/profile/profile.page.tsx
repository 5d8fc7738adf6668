import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  formatDate,
  Button,
  Spinner,
  cultureOfLocale,
  isApiError,
  minPasswordLength,
  passwordMessageKeys,
  setCulture,
  useErrorMessage,
  useRuntimeConfig,
  useT,
  type Profile,
  type ProfileCulture,
} from '@portal/shared';
import { changePassword, saveProfile, useProfile } from './profile.resource';
import formStyles from '../form.module.css';
import styles from './profile.module.css';
import cardStyles from '../card.module.css';
import { profileLanguageNames } from './profile-languages';
import { TwoFactorSection } from '../two-factor/two-factor.component';
import { CalendarFeedSection } from '../calendar-feed/calendar-feed.component';

type Message = { text: string; error: boolean } | null;

/**
 * /profil (the guide's profile page): the person's own name (every customer shows it unless its
 * administrator has given them another there), e-mail, language (the portal switches to it), newsletter,
 * the provider's terms with the accepted date, the password change, two-factor sign-in and the calendar feed.
 */
export function ProfilePage() {
  const t = useT();
  const { data, error, mutate, customerId } = useProfile();
  if (error) return <p className={styles.error}>{t('admin.profile.loadFailed')}</p>;
  if (!data || !customerId) return <Spinner label={t('common.loading')} />;
  return (
    <section className={styles.page} aria-labelledby="admin-profile-title">
      <h1 id="admin-profile-title" className={styles.title}>
        {t('admin.profile.title')}
      </h1>
      <ProfileForm profile={data} customerId={customerId} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      <PasswordForm customerId={customerId} />
      <TwoFactorSection />
      <CalendarFeedSection />
    </section>
  );
}

function ProfileForm({ profile, customerId, onSaved }: { profile: Profile; customerId: string; onSaved: (profile: Profile) => void }) {
  const t = useT();
  const describeError = useErrorMessage();
  const [name, setName] = useState(profile.name);
  const [culture, setProfileCulture] = useState<ProfileCulture | ''>(profile.culture ?? '');
  const [newsletter, setNewsletter] = useState(profile.newsletter);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const ids = { name: useId(), nameHint: useId(), email: useId(), culture: useId(), newsletter: useId(), terms: useId() };
  useEffect(() => setName(profile.name), [profile.name]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveProfile(customerId, { name, culture: culture === '' ? null : culture, newsletter, acceptTerms });
      const preferred = cultureOfLocale(saved.culture);
      if (preferred) setCulture(preferred);
      setAcceptTerms(false);
      onSaved(saved);
      setMessage({ text: t('admin.profile.saved'), error: false });
    } catch (failure) {
      setMessage({ text: describeError(failure, t('admin.profile.saveFailed')), error: true });
    } finally {
      setBusy(false);
    }
  };

  const accepted = profile.termsAcceptedAt;
  return (
    <form className={cardStyles.card} onSubmit={(event) => void onSubmit(event)} aria-labelledby="admin-profile-details">
      <h2 id="admin-profile-details">{t('admin.profile.details')}</h2>
      <div className={formStyles.fields}>
        <label htmlFor={ids.name}>{t('admin.profile.name')}</label>
        <input id={ids.name} value={name} maxLength={100} required aria-describedby={ids.nameHint} onChange={(event) => setName(event.target.value)} />
        <p id={ids.nameHint} className={formStyles.hint}>
          {t('admin.profile.nameHint')}
        </p>
        <label htmlFor={ids.email}>{t('admin.profile.email')}</label>
        <input id={ids.email} value={profile.email} readOnly />
        <label htmlFor={ids.culture}>{t('admin.profile.language')}</label>
        <select id={ids.culture} value={culture} onChange={(event) => setProfileCulture(event.target.value as ProfileCulture | '')}>
          <option value="">{t('admin.profile.languageDefault')}</option>
          {Object.entries(profileLanguageNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <label className={formStyles.check} htmlFor={ids.newsletter}>
        <input id={ids.newsletter} type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
        {t('admin.profile.newsletter')}
      </label>
      <h2>{t('admin.profile.terms')}</h2>
      <p className={styles.terms}>{t('admin.profile.termsText')}</p>
      {accepted ? (
        <p>{t('admin.profile.termsAccepted', { date: formatDate(accepted) })}</p>
      ) : (
        <label className={formStyles.check} htmlFor={ids.terms}>
          <input id={ids.terms} type="checkbox" checked={acceptTerms} onChange={(event) => setAcceptTerms(event.target.checked)} />
          {t('admin.profile.acceptTerms')}
        </label>
      )}
      {message && (
        <p className={message.error ? styles.error : styles.message} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy || name.trim() === ''}>
          {t('admin.profile.save')}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm({ customerId }: { customerId: string }) {
  const t = useT();
  const describeError = useErrorMessage();
  const provider = useRuntimeConfig().data?.providerName ?? '';
  /** The API's password refusals in the user's language (it sends their dictionary keys); other errors as usual. */
  const refusal = (failure: unknown): string => {
    if (isApiError(failure) && failure.status === 429) return t('admin.password.tooManyAttempts');
    switch (isApiError(failure) ? failure.key : undefined) {
      case passwordMessageKeys.wrongCurrent:
        return t('admin.password.wrongCurrent');
      case passwordMessageKeys.tooShort:
        return t('admin.password.tooShort', { length: minPasswordLength });
      case passwordMessageKeys.tooCommon:
        return t('admin.password.tooCommon');
      case passwordMessageKeys.personal:
        return t('admin.password.personal', { provider });
      default:
        return describeError(failure, t('admin.password.changeFailed'));
    }
  };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const ids = { current: useId(), next: useId(), repeat: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ([...next].length < minPasswordLength) return setMessage({ text: t('admin.password.tooShort', { length: minPasswordLength }), error: true });
    if (next !== repeat) return setMessage({ text: t('admin.password.mismatch'), error: true });
    setBusy(true);
    setMessage(null);
    try {
      await changePassword(customerId, { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      setMessage({ text: t('admin.password.changed'), error: false });
    } catch (failure) {
      setMessage({ text: refusal(failure), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={cardStyles.card} onSubmit={(event) => void onSubmit(event)} aria-labelledby="admin-profile-password">
      <h2 id="admin-profile-password">{t('admin.password.title')}</h2>
      <div className={formStyles.fields}>
        <label htmlFor={ids.current}>{t('admin.password.current')}</label>
        <input id={ids.current} type="password" autoComplete="current-password" value={current} required onChange={(event) => setCurrent(event.target.value)} />
        <label htmlFor={ids.next}>{t('admin.password.new')}</label>
        <input id={ids.next} type="password" autoComplete="new-password" value={next} required onChange={(event) => setNext(event.target.value)} />
        <label htmlFor={ids.repeat}>{t('admin.password.repeat')}</label>
        <input id={ids.repeat} type="password" autoComplete="new-password" value={repeat} required onChange={(event) => setRepeat(event.target.value)} />
      </div>
      <p>{t('admin.password.rules', { length: minPasswordLength, provider })}</p>
      <p className={formStyles.hint}>{t('admin.password.otherSessions')}</p>
      {message && (
        <p className={message.error ? styles.error : styles.message} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {t('admin.password.change')}
        </Button>
      </div>
    </form>
  );
}
