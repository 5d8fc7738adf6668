import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The loopback OpenID provider of `oidc-provider.mjs` as a child process, and a browser's walk through it
 * (its login form, its redirects and cookies) for the API tests of single sign-on.
 */

export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

const script = fileURLToPath(new URL('./oidc-provider.mjs', import.meta.url));

export async function startTestProvider(clients: TestClient[]): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, OIDC_PORT: '0', OIDC_CLIENTS: JSON.stringify(clients) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the OpenID provider did not start: ${out}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /issuer (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited with ${String(code)}: ${out}`)));
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Signs in at the provider as a browser would: follows the authorization URL to the login form, posts
 * `login`, and follows the redirects until one leaves the provider (the portal's callback): that URL.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  const request = async (url: URL, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string> | undefined), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
  let url = new URL(authorizationUrl);
  let posted = false;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await request(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action || posted) throw new Error(`unexpected page at the provider (${response.status}): ${page.slice(0, 300)}`);
    posted = true;
    const answer = await request(new URL(action.replace(/&amp;/g, '&'), url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    const next = answer.headers.get('location');
    if (!next) throw new Error(`the login form was not accepted (${answer.status}): ${(await answer.text()).slice(0, 300)}`);
    url = new URL(next, url);
    if (url.origin !== origin) return url;
  }
  throw new Error('too many redirects at the provider');
}
