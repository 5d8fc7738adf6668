import { useEffect } from 'react';
import type { LocationStatistics } from '@portal/shared';
import { useLocationStatistics } from './chart.resource';

/** What one location's statistics call has answered so far. */
export interface StatisticsResult {
  data?: LocationStatistics | undefined;
  error?: unknown;
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
  const { data, error } = useLocationStatistics(code);
  useEffect(() => onResult(code, { data, error }), [code, data, error, onResult]);
  return null;
}
