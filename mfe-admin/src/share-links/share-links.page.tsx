import { useId, useState } from 'react';
import { Button, Modal, Spinner, formatDate, formatDateTime, useErrorMessage, useT, type ShareLinkCreated, type ShareLinkInput, type ShareLinkSummary } from '@portal/shared';
import { ShareLinkForm } from './share-link-form.component';
import { ShareLinkAccesses } from './share-link-accesses.component';
import { createShareLink, revokeShareLink, useShareLinks } from './share-links.resource';
import cardStyles from '../card.module.css';
import tableStyles from '../stacked-table.module.css';
import styles from './share-links.module.css';

type Message = { text: string; error: boolean } | null;

/**
 * /delingslinks, for the customer's Admins (ADR 0064): links that open the evidence of chosen locations to an
 * auditor, insurer or the fire authority without an account. A new link's address is shown once (the server keeps
 * only its hash); each link's visits and downloads are logged; revoking one ends it at once.
 */
export function ShareLinksPage() {
  const t = useT();
  const describeError = useErrorMessage();
  const { data, error, mutate, customerId } = useShareLinks();
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<ShareLinkCreated | null>(null);
  const [revoking, setRevoking] = useState<ShareLinkSummary | null>(null);
  const [viewing, setViewing] = useState<ShareLinkSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const urlId = useId();

  const run = async (action: () => Promise<void>, success: string, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ text: success, error: false });
    } catch (failed) {
      setMessage({ text: describeError(failed, failure), error: true });
    } finally {
      setBusy(false);
      await mutate();
    }
  };

  const create = (input: ShareLinkInput) => {
    if (!customerId) return;
    void run(
      async () => {
        setMade(await createShareLink(customerId, input));
        setCreating(false);
      },
      t('admin.share.made'),
      t('admin.share.createFailed'),
    );
  };

  const revoke = (link: ShareLinkSummary) => {
    if (!customerId) return;
    void run(
      async () => {
        await revokeShareLink(customerId, link.id);
        setRevoking(null);
      },
      t('admin.share.revoked'),
      t('admin.share.revokeFailed'),
    );
  };

  const copy = (url: string) => void run(() => navigator.clipboard.writeText(url), t('admin.share.copied'), t('admin.share.copyFailed'));

  if (error) return <p className={styles.error}>{describeError(error, t('admin.share.loadFailed'))}</p>;
  if (!data) return <Spinner label={t('common.loading')} />;
  return (
    <section className={styles.page} aria-labelledby="admin-share-title">
      <h1 id="admin-share-title" className={styles.title}>
        {t('admin.share.title')}
      </h1>
      <p className={styles.intro}>{t('admin.share.intro')}</p>
      {message && (
        <p className={message.error ? styles.error : styles.message} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {made && (
        <div className={cardStyles.card} data-testid="share-made">
          <label htmlFor={urlId} className={styles.label}>
            {t('admin.share.address')}
          </label>
          <div className={styles.address}>
            <input id={urlId} className={styles.url} value={made.url} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="share-url" />
            <Button variant="secondary" onClick={() => copy(made.url)} disabled={busy}>
              {t('admin.share.copy')}
            </Button>
          </div>
          <p className={styles.hint}>{t('admin.share.shownOnce', { date: formatDate(made.expiresAt) })}</p>
        </div>
      )}
      {creating ? (
        <ShareLinkForm busy={busy} onSubmit={create} onCancel={() => setCreating(false)} />
      ) : (
        <div>
          <Button
            onClick={() => {
              setMade(null);
              setCreating(true);
            }}
          >
            {t('admin.share.new')}
          </Button>
        </div>
      )}
      {data.length === 0 ? (
        <p>{t('admin.share.none')}</p>
      ) : (
        <table className={tableStyles.table} data-testid="share-links">
          <thead>
            <tr>
              <th scope="col">{t('admin.share.locations')}</th>
              <th scope="col">{t('admin.share.period')}</th>
              <th scope="col">{t('admin.share.expires')}</th>
              <th scope="col">{t('admin.share.state')}</th>
              <th scope="col">{t('admin.share.visits')}</th>
              <th scope="col">{t('admin.share.createdBy')}</th>
              <th scope="col">
                <span className={styles.muted}>{t('admin.share.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((link) => {
              const names = link.locations.map((location) => location.name).join(', ');
              return (
                <tr key={link.id}>
                  <td data-label={t('admin.share.locations')}>{names}</td>
                  <td data-label={t('admin.share.period')}>
                    <span>
                      {formatDate(link.from)} – {formatDate(link.to)}
                    </span>
                  </td>
                  <td data-label={t('admin.share.expires')}>{formatDate(link.expiresAt)}</td>
                  <td data-label={t('admin.share.state')}>
                    <span>
                      <span className={[styles.chip, styles[link.state]].join(' ')}>{t(`admin.share.state.${link.state}`)}</span>
                      {link.pinProtected ? <span className={styles.muted}> · {t('admin.share.withPin')}</span> : null}
                    </span>
                  </td>
                  <td data-label={t('admin.share.visits')}>
                    <span>
                      {link.visits}
                      {link.lastVisitAt ? <span className={styles.muted}> · {t('admin.share.lastVisit', { date: formatDateTime(link.lastVisitAt) })}</span> : null}
                    </span>
                  </td>
                  <td data-label={t('admin.share.createdBy')}>
                    <span>
                      {link.createdBy} <span className={styles.muted}>{formatDate(link.createdAt)}</span>
                    </span>
                  </td>
                  <td>
                    <span className={styles.actions}>
                      <Button variant="secondary" onClick={() => setViewing(link)} aria-label={t('admin.share.showLogTitle', { locations: names })}>
                        {t('admin.share.showLog')}
                      </Button>
                      {link.state === 'active' && (
                        <Button variant="danger" onClick={() => setRevoking(link)} aria-label={t('admin.share.revokeTitle', { locations: names })}>
                          {t('admin.share.revoke')}
                        </Button>
                      )}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {viewing && customerId && <ShareLinkAccesses customerId={customerId} link={viewing} onClose={() => setViewing(null)} />}
      {revoking && (
        <Modal
          open
          title={t('admin.share.revokeTitle', { locations: revoking.locations.map((location) => location.name).join(', ') })}
          onClose={() => setRevoking(null)}
          footer={
            <div className={styles.actions}>
              <Button variant="danger" busy={busy} onClick={() => revoke(revoking)}>
                {t('admin.share.revoke')}
              </Button>
              <Button variant="secondary" onClick={() => setRevoking(null)}>
                {t('admin.share.cancel')}
              </Button>
            </div>
          }
        >
          <p>{t('admin.share.revokeConfirm')}</p>
        </Modal>
      )}
    </section>
  );
}
