import { useEffect } from 'react';
import type { LocationStatistics } from '@portal/shared';
import { useLocationStatistics } from './chart.resource';

/** What one location's statistics call has answered so far. */
export interface StatisticsResult {
  data?: LocationStatistics | undefined;
  error?: unknown;
  /** Asks again (the error's "Prøv igen"). */
  retry: () => void;
}

interface Props {
  code: string;
  onResult: (code: string, result: StatisticsResult) => void;
}

/**
 * Loads one selected location's counts and hands them to the chart page: one of these per selected
 * location, because a hook cannot be called once per item of a list that changes.
 */
export function LocationStatisticsSource({ code, onResult }: Props) {
  const { data, error, mutate } = useLocationStatistics(code);
  useEffect(() => onResult(code, { data, error, retry: () => void mutate() }), [code, data, error, mutate, onResult]);
  return null;
}
