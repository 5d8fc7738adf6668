import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCulture } from './culture-store';
import { setRuntimeConfig } from '../api/runtime-config';
import { TextsProvider } from './texts-provider.component';
import { useT } from './use-t';

const sources = ['https://portal.example/'];
const appTexts: Record<string, Record<string, string>> = {
  'https://portal.example/translations/da-dk.json': { 'shell.login.title': 'Log ind', 'shell.login.intro': 'Velkommen' },
  'https://portal.example/translations/en-gb.json': { 'shell.login.title': 'Sign in', 'shell.login.intro': 'Welcome' },
};

function Texts() {
  const t = useT();
  return (
    <p>
      {t('shell.login.title')} / {t('shell.login.intro')} / {t('common.close')}
    </p>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCulture('da-dk');
});

describe('TextsProvider (the sign-in page, without SWR)', () => {
  it("shows shared's and the app's texts with the server's dictionary over them, and follows the language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = String(input);
        if (url.includes('/resource/dictionary?culture=da-dk')) return Response.json({ 'shell.login.intro': 'Velkommen til portalen' });
        if (url.includes('/resource/dictionary')) return Response.json({});
        const texts = appTexts[url];
        return texts ? Response.json(texts) : new Response('not found', { status: 404 });
      }),
    );
    setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    setCulture('da-dk');
    render(
      <TextsProvider fallback={<p>loading</p>} sources={sources}>
        <Texts />
      </TextsProvider>,
    );
    expect(await screen.findByText('Log ind / Velkommen til portalen / Luk')).toBeTruthy();

    act(() => setCulture('en-gb'));
    expect(await screen.findByText('Sign in / Welcome / Close')).toBeTruthy();
  });
});
