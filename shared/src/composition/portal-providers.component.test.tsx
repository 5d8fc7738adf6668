import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../api/runtime-config';
import { useT } from '../i18n/use-t';
import { createReactEmbed } from './create-react-remote';
import { PortalProviders } from './portal-providers.component';

// SWR's cache is page-wide: each test its own source, so none finds another's texts loaded.
const sourcesOf = (test: string) => [`https://texts.example/${test}/`];

/** fetch that holds every texts request until `release` is called; other requests fail. */
function holdTexts() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (input: string) => {
    const url = String(input);
    await released;
    if (url.includes('/resource/dictionary')) return Response.json({});
    if (url.startsWith('https://texts.example/') && url.includes('/translations/')) return Response.json({ 'test.title': 'Fejl' });
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { release: () => release() };
}

function Title() {
  return <p>{useT()('test.title')}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PortalProviders', () => {
  it('renders beforeTexts at once and the children once their texts have loaded', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    const texts = holdTexts();
    render(
      <PortalProviders translations={sourcesOf('providers')} beforeTexts={<span>early work</span>}>
        <Title />
      </PortalProviders>,
    );
    expect(screen.getByText('early work')).toBeTruthy();
    expect(screen.queryByText('Fejl')).toBeNull();
    await act(async () => texts.release());
    expect(await screen.findByText('Fejl')).toBeTruthy();
    expect(screen.getByText('early work')).toBeTruthy();
  });

  it('shows textsFallback (the shell: its start skeleton) until the texts have loaded, then the children in its place', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    const texts = holdTexts();
    render(
      <PortalProviders translations={sourcesOf('fallback')} textsFallback={<div data-testid="skeleton" />}>
        <Title />
      </PortalProviders>,
    );
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    await act(async () => texts.release());
    expect(await screen.findByText('Fejl')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });
});

describe('createReactEmbed', () => {
  it("renders the root's beforeTexts component while the root waits for its texts", async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    const texts = holdTexts();
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = createReactEmbed(Title, {}, { translations: sourcesOf('embed'), beforeTexts: () => <span>route call</span> })(element);
    });
    expect(element.textContent).toContain('route call');
    expect(element.textContent).not.toContain('Fejl');
    await act(async () => texts.release());
    await vi.waitFor(() => expect(element.textContent).toContain('Fejl'));
    act(() => unmount());
    element.remove();
  });
});
