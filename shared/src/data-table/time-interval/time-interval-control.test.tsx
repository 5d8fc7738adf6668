import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSession, signOut, storeToken } from '../../session/session-store';
import { useTimeInterval } from '../../session/use-time-interval';
import { makeToken } from '../../testing/make-token';
import { renderWithPortal } from '../../testing/render-with-portal';
import { TimeIntervalControl } from './time-interval-control.component';

function Control() {
  const interval = useTimeInterval('tasks-planned', 'planned');
  return (
    <>
      <TimeIntervalControl interval={interval} />
      <output data-testid="asked">{`${interval.range.from}/${interval.range.to}`}</output>
    </>
  );
}

beforeEach(() => storeToken(makeToken({ CustomerId: '1' })));
afterEach(() => signOut());

describe('TimeIntervalControl', () => {
  it('shows the preset, applies a typed interval with Enter, and returns to the preset', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Control />);
    const from = screen.getByLabelText('Fra') as HTMLInputElement;
    const to = screen.getByLabelText('Til') as HTMLInputElement;
    const preset = screen.getByTestId('asked').textContent ?? '';
    expect(`${from.value}/${to.value}`).toBe(preset);
    expect(screen.getByRole('group', { name: 'Periode' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Standardperiode' })).toBeNull();

    fireEvent.change(from, { target: { value: '2023-01-01' } });
    fireEvent.change(to, { target: { value: '2023-06-30' } });
    // Nothing is asked for until the interval is applied.
    expect(screen.getByTestId('asked').textContent).toBe(preset);
    to.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('asked').textContent).toBe('2023-01-01/2023-06-30');
    expect(getSession().timeIntervals['tasks-planned']).toEqual({ from: '2023-01-01', to: '2023-06-30' });

    await user.click(screen.getByRole('button', { name: 'Standardperiode' }));
    expect(screen.getByTestId('asked').textContent).toBe(preset);
    expect(from.value).toBe(preset.split('/')[0]);
  });

  it('refuses from after to, and an empty day, with a message', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Control />);
    const preset = screen.getByTestId('asked').textContent;
    fireEvent.change(screen.getByLabelText('Fra'), { target: { value: '2024-05-02' } });
    fireEvent.change(screen.getByLabelText('Til'), { target: { value: '2024-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Anvend' }));
    expect(screen.getByRole('alert').textContent).toBe('Fra-datoen må ikke ligge efter til-datoen.');
    expect(screen.getByLabelText('Fra').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Til'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Anvend' }));
    expect(screen.getByRole('alert').textContent).toBe('Skriv en gyldig dato i begge felter.');
    expect(screen.getByTestId('asked').textContent).toBe(preset);
  });
});
