import { useId, type SelectHTMLAttributes } from 'react';
import styles from './select.module.css';
import { VisuallyHidden } from './visually-hidden.component';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

export function Select({ label, hideLabel = false, options, onChange, className, ...rest }: SelectProps) {
  const id = useId();
  return (
    <span className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <select {...rest} id={id} className={styles.select} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
