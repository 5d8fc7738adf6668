import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetcher, setActiveLocation, setRuntimeConfig, signOut, storeToken, subscribeOverlayOpen, type NewsItem, type OverlayOpen } from '@portal/shared';
import { makeToken, phoneScreen, renderWithPortal } from '@portal/shared/testing';
import { NewsOverlay } from './news.overlay';
import { NewsPage } from './news.page';
import { NewsWidget } from './news.widget';

const item = (id: number, values: Partial<NewsItem> = {}): NewsItem => ({
  id,
  title: `Nyhed ${id}`,
  teaser: `Teaser ${id}`,
  body: '<p>Brødtekst</p>',
  releaseDate: `2026-0${id}-01T10:00:00.000Z`,
  ...values,
});
const feed = [item(5), item(4), item(3), item(2), item(1)];
const fallback = { '/NewsFeed/application/3': feed };

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setActiveLocation('NE-111');
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('news', () => {
  it('the dashboard widget shows the newest 3 and links to /nyheder; a row opens the news overlay', async () => {
    const opened: OverlayOpen[] = [];
    const unsubscribe = subscribeOverlayOpen((event) => opened.push(event));
    renderWithPortal(<NewsWidget />, { route: '/', swrFallback: fallback });
    const widget = screen.getByTestId('news-widget');
    expect(await within(widget).findAllByTestId('news-item')).toHaveLength(3);
    expect(within(widget).getByText('Nyhed 5')).toBeTruthy();
    expect(within(widget).queryByText('Nyhed 2')).toBeNull();
    expect(within(widget).getByRole('link', { name: 'Se alle nyheder' }).getAttribute('href')).toBe('/nyheder');
    fireEvent.click(within(widget).getByRole('button', { name: 'Læs nyheden: Nyhed 4' }));
    expect(opened).toEqual([{ type: 'news', props: { newsId: 4 } }]);
    unsubscribe();
  });

  it('the dashboard widget asks for the news again on every location change (spec section 2)', async () => {
    setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify(feed), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithPortal(
      <SWRConfig value={{ revalidateOnMount: true, fetcher: apiFetcher }}>
        <NewsWidget />
      </SWRConfig>,
      { route: '/' },
    );
    expect(await screen.findAllByTestId('news-item')).toHaveLength(3);
    expect(asked).toEqual(['/api/NewsFeed/application/3']);
    act(() => setActiveLocation('NE-112'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('/api/NewsFeed/application/3');
  });

  it('/nyheder lists every item', async () => {
    renderWithPortal(<NewsPage />, { route: '/nyheder', swrFallback: fallback });
    expect(screen.getByRole('heading', { level: 1, name: 'Nyheder' })).toBeTruthy();
    expect(await screen.findAllByTestId('news-item')).toHaveLength(5);
  });

  // The sanitising itself is checked in Chromium (e2e/specs/news-xss.spec.ts): happy-dom's parser is no
  // faithful host for DOMPurify (it keeps <script> that a browser's parser would hand DOMPurify as a node).
  it('the overlay shows title, teaser, release date and the body', async () => {
    const news = item(7, { body: '<p>Hej <a href="https://example.com">god</a></p>' });
    renderWithPortal(<NewsOverlay newsId={7} />, { route: '/', swrFallback: { '/NewsFeed/application/3': [news] } });
    const overlay = await screen.findByTestId('news-overlay');
    expect(within(overlay).getByRole('heading', { name: 'Nyhed 7' })).toBeTruthy();
    expect(within(overlay).getByText('Teaser 7')).toBeTruthy();
    expect(overlay.querySelector('time')?.getAttribute('dateTime')).toBe('2026-07-01T10:00:00.000Z');
    expect(within(within(overlay).getByTestId('news-body')).getByRole('link', { name: 'god' }).getAttribute('href')).toBe('https://example.com');
  });

  it('the newsletter modal shows the token’s state and offers the other', async () => {
    storeToken(makeToken({ CustomerId: '1', NewsFeed: 'True' }));
    renderWithPortal(<NewsPage />, { route: '/nyheder', swrFallback: fallback });
    fireEvent.click(screen.getByRole('button', { name: 'Nyhedsbrev' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nyhedsbrev' });
    expect(within(dialog).getByTestId('newsletter-state').textContent).toBe('Du er tilmeldt nyhedsbrevet.');
    expect(within(dialog).getByRole('button', { name: 'Afmeld nyhedsbrev' })).toBeTruthy();
  });
});

describe('news on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('/nyheder shows a card an item (named list, date, shortened teaser); a tap on a card opens its overlay', async () => {
    phoneScreen(true);
    const long = 'Fra 1. januar skifter vi leverandør af røgdetektorer; de nye detektorer monteres ved næste eftersyn uden ekstra besøg eller omkostninger for jer.';
    const opened: OverlayOpen[] = [];
    const unsubscribe = subscribeOverlayOpen((event) => opened.push(event));
    renderWithPortal(<NewsPage />, { route: '/nyheder', swrFallback: { '/NewsFeed/application/3': [item(2, { teaser: long }), item(1)] } });
    const list = await screen.findByRole('list', { name: 'Nyheder' });
    expect(screen.queryAllByTestId('news-item')).toHaveLength(0);
    const cards = within(list).getAllByTestId('news-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(item(2).releaseDate);
    expect(within(cards[0] as HTMLElement).queryByText(long)).toBeNull();
    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Vis hele' }));
    expect(within(cards[0] as HTMLElement).getByText(long)).toBeTruthy();
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Læs nyheden: Nyhed 1' }));
    expect(opened).toEqual([{ type: 'news', props: { newsId: 1 } }]);
    unsubscribe();
  });
});
