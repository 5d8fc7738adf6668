/**
 * In-process change counters per customer, for caches of derived data (the location tree's badges).
 * Writers in this process bump them (an issue status change); writers in other processes (the
 * import CLI) are caught by the caches' own time limit.
 */
export interface DataChanges {
  version(customerId: number): number;
  changed(customerId: number): void;
}

export function createDataChanges(): DataChanges {
  const versions = new Map<number, number>();
  return {
    version: (customerId) => versions.get(customerId) ?? 0,
    changed: (customerId) => {
      versions.set(customerId, (versions.get(customerId) ?? 0) + 1);
    },
  };
}
