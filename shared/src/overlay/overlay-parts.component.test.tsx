import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { OverlayHeader } from './overlay-parts.component';

describe('OverlayHeader', () => {
  it("is the overlay's heading with the record's facts under it, empty facts left out", () => {
    renderWithPortal(
      <OverlayHeader
        id="record-title"
        title="Eftersyn 10421-0033"
        facts={[
          { label: 'Enhed', value: 'ABA-central', testId: 'unit' },
          { label: 'Lokation', value: null },
          { label: 'Frist', value: '01.12.2026' },
        ]}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Eftersyn 10421-0033' });
    expect(heading.id).toBe('record-title');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Enhed', 'Frist']);
    expect(screen.getByTestId('unit').textContent).toBe('ABA-central');
  });
});
