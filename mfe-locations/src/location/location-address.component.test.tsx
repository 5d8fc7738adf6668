import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LocationDetails } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { LocationAddress } from './location-address.component';

const base: LocationDetails = {
  code: 'NE-111',
  name: 'Kælder og teknikrum',
  streetName: 'Strandboulevarden 120',
  zipCode: '2100',
  city: 'København Ø',
  contact: null,
  phoneNumber: '',
  units: 0,
  currentIssues: 0,
};

describe('LocationAddress', () => {
  it('shows each address line only when it is present', () => {
    renderWithPortal(<LocationAddress location={base} />);
    expect(screen.getByText('Strandboulevarden 120')).toBeTruthy();
    expect(screen.getByText('2100')).toBeTruthy();
    expect(screen.getByText('København Ø')).toBeTruthy();
    expect(screen.queryByText('Kontaktperson')).toBeNull();
    expect(screen.queryByText('Telefon')).toBeNull();
  });

  it('says so when the location has no address at all', () => {
    renderWithPortal(<LocationAddress location={{ ...base, streetName: null, zipCode: null, city: ' ' }} />);
    expect(screen.getByText('Der er ingen adresseoplysninger for denne lokation.')).toBeTruthy();
  });
});
