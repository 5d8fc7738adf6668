export { useListPage, type ListPage } from './use-list-page';
export { useSearchParam, searchParamName, type SearchParamState } from './use-search-param';
export { useLocationReset } from './use-location-reset';
export { useRowFilters, installationTypeParamName, type RowFilterFields, type RowFilters } from './use-row-filters';
export { useLocationChoice, subtreeOptions, type LocationChoice } from './use-location-choice';
export { ListPageBody, type ListPageBodyProps } from './list-page-body.component';
export { ListPageFooter, type ListPageFooterProps } from './list-page-footer.component';
export { useChoiceFilters, type ChoiceFilterDefinition, type ChoiceFilters } from './use-choice-filters';
