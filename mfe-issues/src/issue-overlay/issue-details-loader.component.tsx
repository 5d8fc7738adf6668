import type { ReactNode } from 'react';
import { ErrorState, OverlayMessage, Spinner, useSession, useT, type IssueDetails } from '@portal/shared';
import { useIssueDetails } from '../issues/issues.resource';

/** The details an update returned, or how a write that returns less (a file added or removed) changes them. */
export type IssueDetailsChange = IssueDetails | ((current: IssueDetails) => IssueDetails);

export interface LoadedIssue {
  details: IssueDetails;
  locationCode: string;
  /** Puts a write's answer into the cached details; no refetch, the answer is the new state. */
  onChanged: (change: IssueDetailsChange) => void;
}

interface IssueDetailsLoaderProps {
  issueId?: number | string;
  /** The row's location; the active location when absent. */
  locationCode?: string;
  children: (issue: LoadedIssue) => ReactNode;
}

function toIssueId(value: number | string | undefined): number | undefined {
  const id = typeof value === 'string' ? Number(value) : value;
  return id !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Loads one issue for an overlay, with the missing, loading and error states both overlays share. */
export function IssueDetailsLoader({ issueId: rawIssueId, locationCode: propLocationCode, children }: IssueDetailsLoaderProps) {
  const t = useT();
  const session = useSession();
  const issueId = toIssueId(rawIssueId);
  const locationCode = propLocationCode ?? session.locationCode ?? undefined;
  const { data, error, isLoading, mutate } = useIssueDetails(issueId, locationCode);

  if (issueId === undefined || !locationCode) {
    return (
      <OverlayMessage tone="error">{t('issues.overlay.missingIssue')}</OverlayMessage>
    );
  }
  if (isLoading && !data) {
    return <Spinner label={t('common.loading')} />;
  }
  if (error || !data) {
    return <ErrorState error={error} fallbackKey="issues.overlay.loadError" onRetry={() => void mutate()} />;
  }
  return <>{children({ details: data, locationCode, onChanged: (change) => void mutate((current) => (typeof change === 'function' ? current && change(current) : change), { revalidate: false }) })}</>;
}
