import { useState } from 'react';
import { SearchBox, matchesSearch } from '@portal/shared';
import { flattenTree, useLocationTree } from './location-checklist.resource';
import styles from './location-checklist.module.css';

/** The customer's locations as an indented, searchable list of check boxes: the chosen codes in, each change out. */
export function LocationChecklist({ chosen, onChange, searchLabel }: { chosen: readonly string[]; onChange: (codes: string[]) => void; searchLabel: string }) {
  const tree = useLocationTree();
  const [search, setSearch] = useState('');
  const locations = flattenTree(tree.data ?? []).filter((location) => matchesSearch(location.name, search) || matchesSearch(location.code, search));
  const toggle = (code: string, on: boolean) => onChange(on ? [...chosen.filter((candidate) => candidate !== code), code] : chosen.filter((candidate) => candidate !== code));
  return (
    <>
      <SearchBox value={search} onChange={setSearch} label={searchLabel} />
      <ul className={styles.locations}>
        {locations.map((location) => (
          <li key={location.code} style={{ paddingLeft: `${location.depth * 1.25}rem` }}>
            <label className={styles.check}>
              <input type="checkbox" checked={chosen.includes(location.code)} onChange={(event) => toggle(location.code, event.target.checked)} />
              {location.name} <span className={styles.muted}>({location.code})</span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}
