import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { testMessages } from './test-translations';

interface RenderOptions {
  route?: string;
  /** SWR data by key, so a component renders without a server. */
  swrFallback?: Record<string, unknown>;
}

/** Renders with the real Danish texts (shared's and the workspace's, see setTestTranslations), a router and an isolated SWR cache. */
export function renderWithPortal(ui: ReactElement, { route = '/', swrFallback = {} }: RenderOptions = {}): RenderResult {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback: swrFallback, revalidateOnMount: false, dedupingInterval: 0 }}>
      <IntlProvider locale="da-DK" messages={testMessages()}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
}


