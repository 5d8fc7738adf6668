import type { IssueBundleFlag } from '../contract/issues.rules.js';
import { useEffect, useId, useRef, useState } from 'react';
import { useErrorMessage, useSession, useT, Button } from '@portal/shared/core';
import { Modal } from '../ui/modal.component';
import styles from './download-reports-modal.module.css';

/** One boolean per bundle flag of the contract (issues.rules.js `issueBundleFlags`). */
export type DownloadReportsOptions = Record<IssueBundleFlag, boolean>;

export interface DownloadReportsModalProps {
  open: boolean;
  onClose: () => void;
  selectedCount: number;
  /** Requests the zip bundle; it is built in the background and sent by e-mail. */
  onSubmit: (options: DownloadReportsOptions) => Promise<void>;
  /** The request has ended (success or failure): the page resets its row selection. */
  onDone: () => void;
}

/** Spec section 9: the modal closes 5 s after the request was accepted. */
export const downloadReportsAutoCloseMs = 5000;

const noOptions: DownloadReportsOptions = {
  includeFiles: false,
  includeServiceReport: false,
  includeIssueReport: false,
  includeControlSchema: false,
};

const optionKeys = [
  { name: 'includeFiles', labelKey: 'downloadReports.includeFiles' },
  { name: 'includeServiceReport', labelKey: 'downloadReports.includeServiceReport' },
  { name: 'includeIssueReport', labelKey: 'downloadReports.includeIssueReport' },
  { name: 'includeControlSchema', labelKey: 'downloadReports.includeControlSchema' },
] as const;

type Phase = { kind: 'choosing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Spec section 2, Download-reports modal. */
export function DownloadReportsModal({ open, onClose, selectedCount, onSubmit, onDone }: DownloadReportsModalProps) {
  const t = useT();
  // The bundle's link is mailed to the signed-in employee (the token's e-mail claim), never elsewhere.
  const recipient = useSession().claims?.EmployeeEmail ?? '';
  const errorText = useErrorMessage();
  const [options, setOptions] = useState<DownloadReportsOptions>(noOptions);
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const closeId = useId();
  // The callbacks of the latest render, for the timer and the request that outlive a render.
  const callbacks = useRef({ onClose, onDone });
  useEffect(() => {
    callbacks.current = { onClose, onDone };
  });
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  // Each opening starts afresh: the spec resets the checkboxes after a request.
  useEffect(() => {
    if (open) {
      setOptions(noOptions);
      setPhase({ kind: 'choosing' });
    }
  }, [open]);

  useEffect(() => {
    if (phase.kind !== 'sent') {
      return undefined;
    }
    const timer = setTimeout(() => {
      callbacks.current.onDone();
      callbacks.current.onClose();
    }, downloadReportsAutoCloseMs);
    return () => clearTimeout(timer);
  }, [phase.kind]);

  // The answer replaces the buttons a keyboard user pressed: focus goes to Close, not to the page behind.
  const finished = phase.kind === 'sent' || phase.kind === 'failed';
  useEffect(() => {
    if (finished) document.getElementById(closeId)?.focus();
  }, [finished, closeId]);

  const anyOption = Object.values(options).some(Boolean);
  const sending = phase.kind === 'sending';

  const submit = async () => {
    setPhase({ kind: 'sending' });
    try {
      await onSubmit(options);
      if (openRef.current) {
        setPhase({ kind: 'sent' });
      } else {
        // Closed while the request ran: nothing left to show, only the selection to reset.
        callbacks.current.onDone();
      }
    } catch (error) {
      const message = errorText(error, t('downloadReports.failed'));
      if (openRef.current) {
        setPhase({ kind: 'failed', message });
      } else {
        callbacks.current.onDone();
      }
    }
  };

  const close = () => {
    // After an answer (either way) the spec resets the selection when the modal closes.
    if (phase.kind === 'sent' || phase.kind === 'failed') {
      onDone();
    }
    onClose();
  };

  const footer = finished ? (
    <Button id={closeId} variant="secondary" onClick={close}>
      {t('common.close')}
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={close}>
        {t('common.cancel')}
      </Button>
      <Button variant="primary" busy={sending} disabled={selectedCount === 0 || !anyOption} onClick={() => void submit()}>
        {t('downloadReports.download')}
      </Button>
    </>
  );

  return (
    <Modal open={open} title={t('downloadReports.title')} onClose={close} footer={footer}>
      {phase.kind === 'sent' ? (
        <p role="status" className={styles.success}>
          {recipient ? t('downloadReports.sentTo', { email: recipient }) : t('downloadReports.sent')}
        </p>
      ) : phase.kind === 'failed' ? (
        <div role="alert" className={styles.error}>
          <p>{t('downloadReports.failedTitle')}</p>
          <p>{phase.message}</p>
        </div>
      ) : (
        <>
          <p>{t('downloadReports.selectedCount', { count: selectedCount })}</p>
          <fieldset className={styles.options} disabled={sending}>
            <legend>{t('downloadReports.include')}</legend>
            {optionKeys.map((option) => (
              <label key={option.name} className={styles.option}>
                <input
                  type="checkbox"
                  checked={options[option.name]}
                  onChange={(event) => setOptions((current) => ({ ...current, [option.name]: event.target.checked }))}
                />
                {t(option.labelKey)}
              </label>
            ))}
          </fieldset>
          {/* Said before the click: nothing downloads here, a link comes by e-mail, to the signed-in user. */}
          <p className={styles.delivery} data-testid="download-reports-delivery">
            {recipient ? t('downloadReports.byEmailTo', { email: recipient }) : t('downloadReports.byEmail')}
          </p>
          {sending ? (
            <p role="status" className={styles.busy}>
              {t('downloadReports.sending')}
            </p>
          ) : null}
        </>
      )}
    </Modal>
  );
}
