import { describe, expect, it } from 'vitest';
import { staleKeysOf } from './revalidation-map';
import { swrKeyFamilies, swrKeys } from './swr-keys';

describe('swrKeyFamilies', () => {
  it('recognise the keys built by swrKeys and the list paths, and nothing else', () => {
    expect(swrKeyFamilies['location-tree'](swrKeys.locationTree('c 1'))).toBe(true);
    expect(swrKeyFamilies['location-details'](swrKeys.locationDetails('c 1', 'EL/1042'))).toBe(true);
    expect(swrKeyFamilies['location-details'](swrKeys.locationTree('c'))).toBe(false);
    expect(swrKeyFamilies['issue-details'](swrKeys.issueDetails('c', 1, 'NE'))).toBe(true);
    expect(swrKeyFamilies['issue-lists']('/issue/c/location/NE/issues/1900-01-01/3000-01-01/DASHBOARD')).toBe(true);
    expect(swrKeyFamilies['issue-lists']('/issue/c/location/NE/ThermographyIssue/1900-01-01/3000-01-01/Completed')).toBe(true);
    expect(swrKeyFamilies['issue-lists']('/location/c/location/NE')).toBe(false);
    expect(swrKeyFamilies['location-statistics']('/chart/c/location/NE/statistics')).toBe(true);
    expect(swrKeyFamilies['location-statistics'](swrKeys.locationStatistics('c 1', 'EL/1042'))).toBe(true);
  });

  it('make the key numbers and the picker badges stale after a status change, not the details the update returned', () => {
    const stale = staleKeysOf('issue-status');
    expect(stale(swrKeys.locationDetails('c', 'NE'))).toBe(true);
    expect(stale(swrKeys.locationTree('c'))).toBe(true);
    expect(stale(swrKeys.issueDetails('c', 1, 'NE'))).toBe(false);
    expect(stale('runtime-config')).toBe(false);
  });

  it('make the installation overlay stale after an issue or a task status change', () => {
    const key = swrKeys.installationLists('c', 'NE', 'ABA/1001');
    expect(staleKeysOf('task-status')(key)).toBe(true);
    expect(staleKeysOf('issue-status')(key)).toBe(true);
    expect(staleKeysOf('location-files')(key)).toBe(false);
    expect(swrKeyFamilies['task-lists'](key)).toBe(false);
  });

  it('count the lists of chosen locations as issue or task lists, so a status change reloads them', () => {
    const issues = swrKeys.issueListOfLocations('c', '2024-01-01', '2025-01-01', 'NoAction', ['NE-111', 'NE-112']);
    const tasks = swrKeys.taskListOfLocations('c', '2024-01-01', '2025-01-01', 'URGENT', ['NE-111']);
    expect(staleKeysOf('issue-status')(issues)).toBe(true);
    expect(staleKeysOf('issue-status')(tasks)).toBe(false);
    expect(staleKeysOf('task-status')(tasks)).toBe(true);
    expect(staleKeysOf('task-files')(tasks)).toBe(true);
    expect(staleKeysOf('task-status')(issues)).toBe(false);
  });
});
