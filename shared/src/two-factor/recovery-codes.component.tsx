import { useState } from 'react';
import { Button, useT } from '@portal/shared/core';
import styles from './two-factor.module.css';

/**
 * The ten recovery codes of a new two-factor enrolment, shown once (the server keeps only their hashes):
 * the list, a download as a text file and a copy to the clipboard.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const text = `${t('common.twoFactor.recoveryTitle')}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={styles.recovery} aria-labelledby="two-factor-recovery-title">
      <h2 id="two-factor-recovery-title" className={styles.heading}>
        {t('common.twoFactor.recoveryTitle')}
      </h2>
      <p className={styles.note}>{t('common.twoFactor.recoveryIntro')}</p>
      <ol className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={download}>
          {t('common.twoFactor.download')}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('common.twoFactor.copy')}
        </Button>
        <span role="status" className={styles.note}>
          {copied ? t('common.twoFactor.copied') : ''}
        </span>
      </div>
    </section>
  );
}
