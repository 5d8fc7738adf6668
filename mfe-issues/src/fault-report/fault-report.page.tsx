import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  dispatchDataChanged,
  faultReportUrgencies,
  isFaultReportDescriptionValid,
  isFaultReportPhoneValid,
  minFaultReportDescriptionLength,
  overlayUrlParams,
  portalRoutes,
  useErrorMessage,
  useSession,
  useT,
  type FaultReportUrgency,
  type Installation,
} from '@portal/shared';
import { ChosenFiles, FilePickers } from '@portal/shared/file-pickers';
import { fetchReportTarget, searchInstallations, submitFaultReport } from './fault-report.resource';
import styles from './fault-report.module.css';

/** The unit the report is for: chosen in the search, or named by the address (a label's token or a unit's code). */
interface ChosenUnit {
  name: string;
  code: string;
  token?: string;
}

/**
 * The report form (ADR 0054): the unit (preselected from `?token=` of a QR label or `?installation=` of a unit's
 * code, otherwise searched in the active location), a description of at least 15 characters, the urgency, photos
 * (the camera opens on a phone) and documents, and an optional phone. Sent, it opens the current faults with the
 * new fault's overlay.
 */
export function FaultReportPage() {
  const t = useT();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const { customerId, locationCode } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const codeParam = params.get('installation') ?? '';
  const ids = { description: useId(), hint: useId(), phone: useId(), search: useId(), urgency: useId() };

  const [unit, setUnit] = useState<ChosenUnit | null>(codeParam ? { name: params.get('name') ?? codeParam, code: codeParam } : null);
  const [unitError, setUnitError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<Installation[]>([]);
  const [description, setDescription] = useState('');
  const [urgency, setUrgency] = useState<FaultReportUrgency>('normal');
  const [phone, setPhone] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // A label's token names the unit: its name and place come from the API (404 when it is not this customer's).
  useEffect(() => {
    if (!token || !customerId) return;
    let current = true;
    fetchReportTarget(customerId, token)
      .then((target) => current && setUnit({ name: `${target.installation} · ${target.locationName}`, code: target.installationReferenceCode, token }))
      .catch((failure: unknown) => current && setUnitError(errorText(failure, t('issues.report.labelUnknown'))));
    return () => {
      current = false;
    };
  }, [token, customerId, errorText, t]);

  useEffect(() => {
    if (unit || !customerId || !locationCode || search.trim().length < 2) {
      setMatches([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchInstallations(customerId, locationCode, search, controller.signal)
        .then(setMatches)
        .catch(() => setMatches([]));
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search, unit, customerId, locationCode]);

  const descriptionValid = isFaultReportDescriptionValid(description);
  const phoneValid = isFaultReportPhoneValid(phone);
  const remaining = Math.max(0, minFaultReportDescriptionLength - description.trim().length);

  const addFiles = (added: File[], refused: File | undefined) => {
    setFileError(refused ? t('issues.report.fileRefused', { name: refused.name }) : null);
    setFiles((previous) => [...previous, ...added]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!customerId || !unit || !descriptionValid || !phoneValid || sending) return;
    setSending(true);
    setError(null);
    try {
      const created = await submitFaultReport(customerId, {
        ...(unit.token ? { token: unit.token } : { installationReferenceCode: unit.code }),
        description: description.trim(),
        urgency,
        phone: phone.trim(),
        files,
      });
      dispatchDataChanged({ domain: 'issue-status' });
      navigate(`${portalRoutes.currentIssues}?${overlayUrlParams.issue}=${encodeURIComponent(created.number)}`);
    } catch (failure) {
      setError(errorText(failure, t('issues.report.sendFailed')));
      setSending(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby={`${ids.description}-heading`}>
      <h1 id={`${ids.description}-heading`} className={styles.heading} tabIndex={-1} ref={heading}>
        {t('issues.report.title')}
      </h1>
      <p className={styles.intro}>{t('issues.report.intro')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('issues.report.installation')}</legend>
          {unit ? (
            <div className={styles.chosen} data-testid="report-unit">
              <span>
                <strong>{unit.name}</strong> <span className={styles.muted}>{unit.code}</span>
              </span>
              {unit.token ? null : (
                <Button variant="secondary" onClick={() => setUnit(null)}>
                  {t('issues.report.changeInstallation')}
                </Button>
              )}
            </div>
          ) : (
            <>
              <label htmlFor={ids.search} className={styles.sublabel}>
                {t('issues.report.searchInstallation')}
              </label>
              <input
                id={ids.search}
                type="search"
                className={styles.input}
                value={search}
                autoComplete="off"
                onChange={(event) => setSearch(event.target.value)}
                aria-invalid={tried && !unit}
              />
              {matches.length > 0 ? (
                <ul className={styles.matches} aria-label={t('issues.report.matches')}>
                  {matches.map((match) => (
                    <li key={match.id}>
                      <button type="button" className={styles.match} onClick={() => setUnit({ name: match.name, code: match.code })}>
                        <strong>{match.name}</strong> <span className={styles.muted}>{match.code}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {tried && !unit ? (
                <p className={styles.error} role="alert">
                  {t('issues.report.installationRequired')}
                </p>
              ) : null}
            </>
          )}
          {unitError ? (
            <p className={styles.error} role="alert">
              {unitError}
            </p>
          ) : null}
        </fieldset>

        <label htmlFor={ids.description} className={styles.label}>
          {t('issues.report.description')}
        </label>
        <textarea
          id={ids.description}
          className={styles.input}
          rows={5}
          value={description}
          required
          aria-describedby={ids.hint}
          aria-invalid={tried && !descriptionValid}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={ids.hint} className={descriptionValid ? styles.hint : `${styles.hint} ${tried ? styles.error : styles.muted}`}>
          {descriptionValid ? t('issues.report.descriptionOk') : t('issues.report.descriptionHint', { count: remaining })}
        </p>

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('issues.report.urgency')}</legend>
          <div className={styles.choices}>
            {faultReportUrgencies.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name={ids.urgency} value={value} checked={urgency === value} onChange={() => setUrgency(value)} />
                {t(`issues.report.urgency.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('issues.report.files')}</legend>
          <FilePickers photoLabel={t('issues.report.takePhoto')} filesLabel={t('issues.report.chooseFiles')} onFiles={addFiles} />
          <p className={`${styles.hint} ${styles.muted}`}>{t('issues.report.filesHint')}</p>
          {fileError ? (
            <p className={styles.error} role="alert">
              {fileError}
            </p>
          ) : null}
          <ChosenFiles
            files={files}
            label={t('issues.report.chosenFiles')}
            onRemove={(index) => setFiles((previous) => previous.filter((_, at) => at !== index))}
            removeLabel={(name) => t('issues.report.removeFile', { name })}
          />
        </fieldset>

        <label htmlFor={ids.phone} className={styles.label}>
          {t('issues.report.phone')}
        </label>
        <input
          id={ids.phone}
          type="tel"
          className={styles.input}
          autoComplete="tel"
          value={phone}
          aria-invalid={!phoneValid}
          onChange={(event) => setPhone(event.target.value)}
        />
        {phoneValid ? null : (
          <p className={styles.error} role="alert">
            {t('issues.report.phoneInvalid')}
          </p>
        )}

        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {t('issues.report.cancel')}
          </Button>
          <Button type="submit" busy={sending}>
            {t('issues.report.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
