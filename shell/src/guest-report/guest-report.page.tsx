import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Select,
  Spinner,
  TextsProvider,
  apiRequest,
  cultures,
  setCulture,
  useCulture,
  useErrorMessage,
  useT,
  type Culture,
  type FaultReportResponse,
} from '@portal/shared/core';
import { ChosenFiles, FilePickers } from '@portal/shared/file-pickers';
import {
  guestReportHoneypotField,
  isFaultReportDescriptionValid,
  isFaultReportPhoneValid,
  maxGuestPhotos,
  minFaultReportDescriptionLength,
} from '@portal/shared/rules';
import { shellTranslationSources } from '../composition/translation-sources';
import { useDocumentTitle } from '../routing/use-document-title';
import styles from './guest-report.module.css';

/** The shell's own texts only: the page loads nothing of a remote. */
const GUEST_TEXTS = shellTranslationSources([], false);

interface Props {
  token: string;
  target: { installation: string; locationName: string };
}

/** The page of a QR label for someone not signed in, when the customer takes guest reports (ADR 0054). */
export function GuestReportPage(props: Props) {
  return (
    <TextsProvider fallback={<Spinner />} sources={GUEST_TEXTS}>
      <GuestReport {...props} />
    </TextsProvider>
  );
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function GuestReport({ token, target }: Props) {
  const t = useT();
  const errorText = useErrorMessage();
  const culture = useCulture();
  useDocumentTitle('shell.guestReport.title');
  const ids = { name: useId(), email: useId(), phone: useId(), description: useId(), hint: useId(), trap: useId() };
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [description, setDescription] = useState('');
  const [trap, setTrap] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<FaultReportResponse | null>(null);
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (receipt) receiptHeading.current?.focus();
  }, [receipt]);

  const emailValid = email.trim() === '' || emailPattern.test(email.trim());
  const phoneValid = isFaultReportPhoneValid(phone);
  const contactGiven = email.trim() !== '' || phone.trim() !== '';
  const descriptionValid = isFaultReportDescriptionValid(description);
  const valid = name.trim() !== '' && emailValid && phoneValid && contactGiven && descriptionValid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || sending) return;
    setSending(true);
    setError(null);
    const body = new FormData();
    body.append('name', name.trim());
    body.append('email', email.trim());
    body.append('phone', phone.trim());
    body.append('description', description.trim());
    body.append('urgency', 'normal');
    body.append(guestReportHoneypotField, trap);
    for (const photo of photos) body.append('files', photo, photo.name);
    try {
      setReceipt(await apiRequest<FaultReportResponse>(`/public/report/${encodeURIComponent(token)}`, { method: 'POST', body, authenticated: false }));
    } catch (failure) {
      setError(errorText(failure, t('shell.guestReport.failed')));
    } finally {
      setSending(false);
    }
  };

  const languages = cultures.map((value) => ({ value, label: t(`shell.language.${value}`) }));

  if (receipt) {
    return (
      <main className={styles.page}>
        <h1 className={styles.heading} tabIndex={-1} ref={receiptHeading}>
          {t('shell.guestReport.thanks')}
        </h1>
        <p data-testid="guest-receipt">{t('shell.guestReport.receipt', { number: receipt.number, unit: target.installation })}</p>
        {email.trim() ? <p>{t('shell.guestReport.receiptMailed', { email: email.trim() })}</p> : null}
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <Select label={t('shell.header.language')} options={languages} value={culture} onChange={(value) => setCulture(value as Culture)} />
      </div>
      <h1 className={styles.heading}>{t('shell.guestReport.title')}</h1>
      <p className={styles.unit} data-testid="guest-unit">
        <strong>{target.installation}</strong>
        <span>{target.locationName}</span>
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={ids.name} className={styles.label}>
          {t('shell.guestReport.name')}
        </label>
        <input id={ids.name} className={styles.input} autoComplete="name" value={name} aria-invalid={tried && name.trim() === ''} onChange={(event) => setName(event.target.value)} />
        {tried && name.trim() === '' ? <p className={styles.error}>{t('shell.guestReport.nameRequired')}</p> : null}
        <label htmlFor={ids.email} className={styles.label}>
          {t('shell.guestReport.email')}
        </label>
        <input
          id={ids.email}
          className={styles.input}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={!emailValid || (tried && !contactGiven)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={ids.phone} className={styles.label}>
          {t('shell.guestReport.phone')}
        </label>
        <input id={ids.phone} className={styles.input} type="tel" autoComplete="tel" value={phone} aria-invalid={!phoneValid || (tried && !contactGiven)} onChange={(event) => setPhone(event.target.value)} />
        {tried && !contactGiven ? <p className={styles.error}>{t('shell.guestReport.contactRequired')}</p> : null}
        {!emailValid ? <p className={styles.error}>{t('shell.guestReport.emailInvalid')}</p> : null}
        {!phoneValid ? <p className={styles.error}>{t('shell.guestReport.phoneInvalid')}</p> : null}
        <label htmlFor={ids.description} className={styles.label}>
          {t('shell.guestReport.description')}
        </label>
        <textarea
          id={ids.description}
          className={styles.input}
          rows={5}
          value={description}
          aria-describedby={ids.hint}
          aria-invalid={tried && !descriptionValid}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={ids.hint} className={tried && !descriptionValid ? styles.error : styles.hint}>
          {descriptionValid
            ? t('shell.guestReport.descriptionOk')
            : t('shell.guestReport.descriptionHint', { count: Math.max(0, minFaultReportDescriptionLength - description.trim().length) })}
        </p>
        <FilePickers
          photoLabel={t('shell.guestReport.photo')}
          onFiles={(accepted, refused) => {
            setError(refused ? t('shell.guestReport.photoRefused', { name: refused.name }) : null);
            setPhotos((previous) => [...previous, ...accepted].slice(0, maxGuestPhotos));
          }}
        />
        <ChosenFiles
          files={photos}
          label={t('shell.guestReport.photos')}
          onRemove={(index) => setPhotos((previous) => previous.filter((_, at) => at !== index))}
          removeLabel={(name) => t('shell.guestReport.removePhoto', { name })}
        />
        {/* People never see or reach this field; a robot that fills every field fills it too. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={ids.trap}>Website</label>
          <input id={ids.trap} name={guestReportHoneypotField} tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={sending}>
          {t('shell.guestReport.submit')}
        </Button>
        <p className={styles.hint}>{t('shell.guestReport.privacy')}</p>
      </form>
    </main>
  );
}
