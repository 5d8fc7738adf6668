import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal, SearchBox, Spinner, matchesSearch, requestNewToken, storeToken, useSession, useErrorMessage, useT } from '@portal/shared';
import { useCustomers } from '../session/session.resource';
import styles from './pickers.module.css';

interface CustomerPickerProps {
  open: boolean;
  onClose: () => void;
}

/** Search and list of the employee's customers; choosing one requests a token for it. */
export function CustomerPicker({ open, onClose }: CustomerPickerProps) {
  const t = useT();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const { claims } = useSession();
  const { data, isLoading } = useCustomers();
  const [query, setQuery] = useState('');
  const [switching, setSwitching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const customers = (data?.customers ?? []).filter((customer) => matchesSearch(customer.name, query));

  const choose = async (customerId: string) => {
    if (!claims) {
      return;
    }
    setSwitching(customerId);
    setError(null);
    try {
      const { token } = await requestNewToken(customerId, claims.EmployeeId);
      storeToken(token);
      setQuery('');
      onClose();
      navigate('/');
    } catch (err) {
      setError(errorText(err, t('shell.customerPicker.switchError')));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Modal open={open} title={t('shell.customerPicker.title')} onClose={onClose} bodyMaxHeight="48rem">
      <SearchBox value={query} onChange={setQuery} label={t('shell.customerPicker.search')} />
      {isLoading ? <Spinner label={t('common.loading')} /> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {data && customers.length === 0 ? <p className={styles.empty}>{t('shell.customerPicker.noMatch')}</p> : null}
      <ul className={styles.customerList}>
        {customers.map((customer) => (
          <li key={customer.id}>
            <button
              type="button"
              className={styles.choose}
              aria-current={customer.id === claims?.CustomerId || undefined}
              disabled={switching !== null}
              onClick={() => void choose(customer.id)}
            >
              <span className={styles.name}>{customer.name}</span>
              <span className={styles.code}>{customer.xalId}</span>
              {switching === customer.id ? <Spinner size="small" label={t('common.loading')} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
