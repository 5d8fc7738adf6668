import { useId } from 'react';
import styles from './search-box.module.css';
import { VisuallyHidden } from '@portal/shared/core';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
}

export function SearchBox({ value, onChange, label, placeholder, autoFocus }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.searchBox}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder ?? label}
        autoFocus={autoFocus}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
