import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IssueDetails } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { ThermographyOverlayContent } from './thermography.overlay';

const details: IssueDetails = {
  issueId: 18,
  number: 'F-20018',
  kind: 'thermography',
  status: 'NoAction',
  created: '2026-03-01T09:00:00.000Z',
  updated: '2026-03-05T13:30:00.000Z',
  updatedBy: 'Mads Holm',
  responsible: 'Lene Dahl',
  type: 'Fejlklasse 3',
  errorType: 'Fejlklasse 3',
  reference: null,
  description: null,
  installationReferenceCode: 'NE-111/EL-1',
  installation: 'Hovedtavle',
  locationCode: 'NE-111',
  locationName: 'Kælder og teknikrum',
  tabletNumber: 'T-4',
  tabletType: 'Hovedtavle',
  notes: [],
  files: [],
  transactions: [],
};

describe('ThermographyOverlayContent', () => {
  it('shows the thermography fields of the row under Fejltype and Fejl-id, not the class or the issue number', () => {
    renderWithPortal(
      <ThermographyOverlayContent
        details={details}
        locationCode="NE-111"
        row={{ issueClass: '3', issueType: 'Løs forbindelse', faultId: 'TF-10421-006', note: null, fileUrl: null, fileName: null }}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByTestId('thermography-issue-type').textContent).toBe('Løs forbindelse');
    expect(screen.getByTestId('thermography-fault-id').textContent).toBe('TF-10421-006');
    expect(screen.queryByText('F-20018', { selector: 'dd' })).toBeNull();
  });
});
