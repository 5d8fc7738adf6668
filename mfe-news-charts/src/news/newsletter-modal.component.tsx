import { useState } from 'react';
import { Button, Modal, useErrorMessage, useSession, useT } from '@portal/shared';
import { changeNewsletter } from './news.resource';
import styles from './news.module.css';

/**
 * Spec section 4 "Newsletter modal": subscribe or unsubscribe the signed-in employee, then a new token
 * (its NewsFeed claim, 'True' or 'False', is what the modal shows).
 */
export function NewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const errorText = useErrorMessage();
  const { claims, customerId } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const subscribed = claims?.NewsFeed === 'True';

  const toggle = async () => {
    if (!claims || !customerId) return;
    setBusy(true);
    setFailure(null);
    try {
      await changeNewsletter(customerId, claims.EmployeeId, !subscribed);
    } catch (error) {
      setFailure(errorText(error, t('news.newsletter.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('news.newsletter.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button busy={busy} onClick={() => void toggle()} data-testid="newsletter-toggle">
            {subscribed ? t('news.newsletter.unsubscribe') : t('news.newsletter.subscribe')}
          </Button>
        </>
      }
    >
      <p data-testid="newsletter-state">{subscribed ? t('news.newsletter.subscribed') : t('news.newsletter.notSubscribed')}</p>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
