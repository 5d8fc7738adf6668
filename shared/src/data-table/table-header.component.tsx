import { useId, type ReactNode } from 'react';
import { FilterTabs, SearchBox, Select, useT, type FilterTab, type SelectOption, type TimeInterval } from '@portal/shared';
import { LocationMultiselect, type LocationOption } from './location-multiselect.component';
import { TimeIntervalControl } from './time-interval/time-interval-control.component';
import styles from './table-header.module.css';

/** One more select of the filter area (useChoiceFilters): its options start with the 'all' entry (value ''). */
export interface ChoiceFilter {
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

export interface TableHeaderProps {
  /** The table's title (already translated). */
  title: string;
  /** 1 when the table is the page itself (list pages), 2 inside a page (default). */
  headingLevel?: 1 | 2;
  /** Controlled, so `?tableSearchQuery=` can open the filter area (spec section 2). */
  filtersOpen: boolean;
  onFiltersOpenChange: (open: boolean) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  tabs?: readonly FilterTab[];
  activeTab?: string;
  onTabChange?: (id: string) => void;
  /** Id of the table the tabs filter. */
  tableId?: string;
  /** Installation types to filter by; an 'all types' entry (value '') comes first. */
  installationTypes?: readonly string[];
  installationType?: string;
  onInstallationTypeChange?: (type: string) => void;
  /** More selects after the installation type (a fault's severity and status). */
  choiceFilters?: readonly ChoiceFilter[];
  locations?: readonly LocationOption[];
  selectedLocations?: readonly string[];
  onSelectedLocationsChange?: (codes: string[]) => void;
  /** The list's time interval (useTimeInterval): a from/to control under the title. */
  interval?: TimeInterval;
  /** Buttons beside the filter button, e.g. the column chooser. */
  actions?: ReactNode;
}

/** The title row of a list page and its filter area (spec section 2, List pages). */
export function TableHeader({
  title,
  headingLevel = 2,
  filtersOpen,
  onFiltersOpenChange,
  searchText,
  onSearchTextChange,
  tabs,
  activeTab,
  onTabChange,
  tableId,
  installationTypes,
  installationType = '',
  onInstallationTypeChange,
  choiceFilters = [],
  locations,
  selectedLocations = [],
  onSelectedLocationsChange,
  interval,
  actions,
}: TableHeaderProps) {
  const t = useT();
  const filtersId = useId();
  const typeOptions = installationTypes
    ? [{ value: '', label: t('table.allInstallationTypes') }, ...installationTypes.map((type) => ({ value: type, label: type }))]
    : [];

  return (
    <div className={styles.header}>
      <div className={styles.titleRow}>
        {headingLevel === 1 ? <h1 className={styles.title}>{title}</h1> : <h2 className={styles.title}>{title}</h2>}
        <div className={styles.actions}>
          {actions}
          <button
            type="button"
            className={styles.filterButton}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => onFiltersOpenChange(!filtersOpen)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path fill="currentColor" d="M3 5h18l-7 8v6l-4 2v-8L3 5z" />
            </svg>
            {t('table.filter')}
          </button>
        </div>
      </div>
      {interval ? <TimeIntervalControl interval={interval} /> : null}
      {tabs && tabs.length > 0 && activeTab !== undefined && onTabChange ? (
        <FilterTabs tabs={tabs} activeTab={activeTab} onTabChange={onTabChange} label={t('table.filterTabs')} controls={tableId} />
      ) : null}
      <div id={filtersId} className={styles.filters} hidden={!filtersOpen}>
        <SearchBox value={searchText} onChange={onSearchTextChange} label={t('table.search')} />
        {installationTypes && onInstallationTypeChange ? (
          <Select
            label={t('table.installationType')}
            options={typeOptions}
            value={installationType}
            onChange={onInstallationTypeChange}
          />
        ) : null}
        {choiceFilters.map((filter) => (
          <Select key={filter.id} label={filter.label} options={filter.options} value={filter.value} onChange={filter.onChange} />
        ))}
        {locations && onSelectedLocationsChange ? (
          <LocationMultiselect locations={locations} selected={selectedLocations} onChange={onSelectedLocationsChange} />
        ) : null}
      </div>
    </div>
  );
}
