import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardWidget } from './dashboard-widget.component';

describe('DashboardWidget', () => {
  it('names its section by the title and links to the full list', () => {
    render(
      <DashboardWidget id="demo-widget" title="Aktuelle fejl" seeAllPath="/aktuelle-fejl" seeAllLabel="Se alle">
        <table aria-label="rows" />
      </DashboardWidget>,
    );
    const section = screen.getByRole('region', { name: 'Aktuelle fejl' });
    expect(section.getAttribute('data-testid')).toBe('demo-widget');
    expect(within(section).getByRole('link', { name: 'Se alle' }).getAttribute('href')).toBe('/aktuelle-fejl');
    expect(within(section).getByRole('table', { name: 'rows' })).toBeTruthy();
  });

  it('shows the notice instead of its body', () => {
    render(
      <DashboardWidget id="demo-widget" title="Eftersyn" seeAllPath="/x" seeAllLabel="Se alle" notice="Vælg en lokation">
        <table aria-label="rows" />
      </DashboardWidget>,
    );
    expect(screen.getByText('Vælg en lokation')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
