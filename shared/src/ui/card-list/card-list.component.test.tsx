import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneScreen, renderWithPortal } from '../../testing';
import { Card, CardFacts, CardList } from './card-list.component';
import { usePhoneLayout } from './phone-layout';
import { ShortenedText, shortened } from './shortened-text.component';

afterEach(() => vi.restoreAllMocks());

describe('CardList and Card', () => {
  it('is a list named for the list; the action carries the title and does what the row does', () => {
    const open = vi.fn();
    render(
      <CardList label="Brugere">
        <Card
          title="Bo Bruger"
          action={(className, title) => (
            <button type="button" className={className} onClick={open}>
              {title}
            </button>
          )}
          chips={<span>Aktiv</span>}
          controls={<button type="button">Slet</button>}
        >
          <CardFacts facts={[{ label: 'E-mail', value: 'bo@example.com' }]} />
        </Card>
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Brugere' });
    expect(list.querySelectorAll('li')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Bo Bruger' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByText('E-mail').tagName).toBe('DT');
    expect(screen.getByText('bo@example.com').tagName).toBe('DD');
    expect(screen.getByRole('button', { name: 'Slet' })).toBeTruthy();
  });

  it('without an action the title is plain text', () => {
    render(
      <CardList label="Revisionsspor">
        <Card title="Logget ind" />
      </CardList>,
    );
    expect(screen.getByText('Logget ind')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ShortenedText', () => {
  const long = 'Eftersynet af sprinkleranlægget i kælderen er udskudt, fordi adgangen var spærret af byggeaffald; ny dato aftales med viceværten.';

  it('cuts a long text at a word with an ellipsis, and leaves a short one as it is', () => {
    expect(shortened('kort')).toBe('kort');
    const short = shortened(long);
    expect(short.length).toBeLessThanOrEqual(91);
    expect(short.endsWith('…')).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
  });

  it('shows the whole text on a tap and shortens it again', () => {
    renderWithPortal(<ShortenedText text={long} />);
    const toggle = screen.getByRole('button', { name: 'Vis hele' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(long)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis mindre' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a short text has no button', () => {
    renderWithPortal(<ShortenedText text="Kort note" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('usePhoneLayout', () => {
  function Probe() {
    return <p>{usePhoneLayout() ? 'phone' : 'desktop'}</p>;
  }

  it('follows the screen across the 40rem breakpoint', () => {
    const screenWidth = phoneScreen(true);
    render(<Probe />);
    expect(screen.getByText('phone')).toBeTruthy();
    act(() => screenWidth.turnTo(false));
    expect(screen.getByText('desktop')).toBeTruthy();
  });
});
