import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal, SearchBox, Spinner, setActiveLocation, useSession, useT } from '@portal/shared';
import { filterLocationTree } from './location-tree';
import { LocationTreeList } from './location-tree-list.component';
import { useLocations } from './locations.resource';
import styles from './pickers.module.css';

interface LocationPickerProps {
  open: boolean;
  onClose: () => void;
}

/** Search (by name or code) and the tree of the customer's locations (spec section 2, Modals). */
export function LocationPicker({ open, onClose }: LocationPickerProps) {
  const t = useT();
  const navigate = useNavigate();
  const { locationCode } = useSession();
  const { data, error, isLoading } = useLocations();
  const [query, setQuery] = useState('');
  const visible = filterLocationTree(data ?? [], query);

  const choose = (code: string) => {
    setActiveLocation(code);
    setQuery('');
    onClose();
    navigate('/');
  };

  return (
    <Modal open={open} title={t('shell.locationPicker.title')} onClose={onClose} bodyMaxHeight="48rem">
      <SearchBox value={query} onChange={setQuery} label={t('shell.locationPicker.search')} />
      {isLoading ? <Spinner label={t('common.loading')} /> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {t('shell.locationPicker.loadError')}
        </p>
      ) : null}
      {data && visible.length === 0 ? <p className={styles.empty}>{t('shell.locationPicker.noMatch')}</p> : null}
      {/* A new search opens every branch with a match again. */}
      <LocationTreeList
        key={query.trim()}
        nodes={visible}
        activeCode={locationCode}
        expandAll={query.trim() !== ''}
        onChoose={choose}
        label={t('shell.locationPicker.title')}
      />
    </Modal>
  );
}
