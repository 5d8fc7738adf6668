import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import { describe, expect, it } from 'vitest';
import { testMessages } from '../testing/test-translations';
import { ErrorState } from '../ui/error-state.component';
import sharedDe from '../../translations/de-de.json';
import sharedEn from '../../translations/en-gb.json';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';
import { temporarilyUnavailableMessage } from '../contract/errors.rules.js';
import { isTemporaryFailure, retryTemporaryFailures } from './temporary-failure';

/**
 * While the API answers 503 (its database is down or restarting) the UI says, in the active
 * language, that the portal is temporarily unavailable, keeps asking (every 5 s in the portal; quicker
 * here), and shows the data once the API serves again. Other failures are not retried.
 */

const unavailable = () => new ApiError(503, temporarilyUnavailableMessage, '/x');

function Names({ path }: { path: string }) {
  const { data, error } = useSWR<string[]>(path);
  if (error) return <ErrorState error={error} fallbackKey="common.partNotLoaded" />;
  if (!data) return <p>…</p>;
  return <ul>{data.map((name) => <li key={name}>{name}</li>)}</ul>;
}

function renderWithFetcher(fetcher: (path: string) => Promise<string[]>) {
  const options: SWRConfiguration = {
    provider: () => new Map(),
    fetcher,
    dedupingInterval: 0,
    shouldRetryOnError: true,
    // The portal's retry policy with a 30 ms pause instead of 5 s.
    onErrorRetry: (error, key, config, revalidate, opts) => retryTemporaryFailures(error, key, config, revalidate, opts, 30),
  };
  return render(
    <SWRConfig value={options}>
      <IntlProvider locale="da-DK" messages={testMessages()}>
        <Names path="/names" />
      </IntlProvider>
    </SWRConfig>,
  );
}

describe('a temporarily unavailable API', () => {
  it('is said in Danish, English and German, not in the API’s English', () => {
    expect(isTemporaryFailure(unavailable())).toBe(true);
    expect(isTemporaryFailure(new ApiError(500, 'x', '/x'))).toBe(false);
    expect(isTemporaryFailure(new ApiError(0, 'x', '/x'))).toBe(false);
    const texts = [testMessages(), sharedEn, sharedDe].map((messages) => messages['common.temporarilyUnavailable'] ?? '');
    expect(texts).toEqual([
      'Portalen er midlertidigt utilgængelig. Vi prøver igen om et øjeblik.',
      'The portal is temporarily unavailable. We will try again in a moment.',
      'Das Portal ist vorübergehend nicht verfügbar. Wir versuchen es gleich noch einmal.',
    ]);
    for (const text of texts) expect(errorMessage(unavailable(), 'fallback', 'unreachable', text)).toBe(text);
    expect(errorMessage(new ApiError(502, 'Bad Gateway', '/x'), 'fallback', 'unreachable', texts[0])).toBe(texts[0]);
    // Other errors keep their own texts, a 503 with a message of its own too.
    expect(errorMessage(new ApiError(400, 'Kommentaren er for kort', '/x'), 'fallback', 'unreachable', 'unavailable')).toBe('Kommentaren er for kort');
    expect(errorMessage(new ApiError(503, 'Mailserveren svarer ikke', '/x'), 'fallback', 'unreachable', 'unavailable')).toBe('Mailserveren svarer ikke');
  });

  it('shows the translated message while the API answers 503, and the data once it serves again', async () => {
    let calls = 0;
    renderWithFetcher(async () => {
      calls += 1;
      if (calls <= 3) throw unavailable();
      return ['Nordhavn', 'Sydhavn'];
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Portalen er midlertidigt utilgængelig. Vi prøver igen om et øjeblik.');
    expect((await screen.findByText('Sydhavn', {}, { timeout: 3_000 })).tagName).toBe('LI');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(4);
  });

  it('does not retry other failures', async () => {
    let calls = 0;
    renderWithFetcher(async () => {
      calls += 1;
      throw new ApiError(500, '', '/x');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Denne del af portalen kunne ikke indlæses.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(1);
  });
});
