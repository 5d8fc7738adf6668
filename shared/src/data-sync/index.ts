export { swrKeys, swrKeyFamilies, type SwrKeyFamily } from './swr-keys';
export { revalidationMap, staleKeysOf, type DataDomain } from './revalidation-map';
export { useDataRevalidation } from './data-revalidation';
