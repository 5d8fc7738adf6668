import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import daDk from '../../../api/dictionaries/da-dk.json';

interface RenderOptions {
  route?: string;
  /** SWR data by key, so a component renders without a server. */
  swrFallback?: Record<string, unknown>;
}

/** Renders with the real Danish dictionary, a router and an isolated SWR cache. */
export function renderWithPortal(ui: ReactElement, { route = '/', swrFallback = {} }: RenderOptions = {}): RenderResult {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback: swrFallback, revalidateOnMount: false, dedupingInterval: 0 }}>
      <IntlProvider locale="da-DK" messages={daDk}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
}

export { daDk };
