import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { examplePort, exampleUrl, jwtSecret, mailSink, oidcPort, oidcProvider, portalPort, portalUrl, ssoSecretKey } from './support/environment';

/**
 * The composed portal as `npm start` serves it (API + shell + remotes in one process) on a fresh
 * SQLite database with demo data, driven in Debian's Chromium headless shell (never a downloaded browser).
 * The shell is the same engine without the browser's window system: 14 tests of the fault and location
 * specs took 63 s against 90 s in the full Chromium's headless mode, and the screenshot baselines hold.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // specs/visual.spec.ts: a small tolerance (anti-aliasing), one font, no animation (see e2e/README.md).
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: path.resolve(import.meta.dirname, 'support/visual.css'),
    },
  },
  // The committed baselines, one file per screenshot and no platform suffix: CI runs Debian's Chromium as we do.
  snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: portalUrl,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and its final screenshot. The
    // trace's screencast is left out: encoding a frame of every paint took a fifth of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node support/mail-sink.mjs',
      url: `${mailSink.httpUrl}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { MAIL_SINK_SMTP_PORT: String(mailSink.smtpPort), MAIL_SINK_HTTP_PORT: String(mailSink.httpPort) },
    },
    {
      // The API serves a copy of the built portal (.portal), where a spec may redeploy a remote.
      command: 'rm -rf .data && node support/copy-portal.mjs && node ../api/dist/main.js',
      url: `${portalUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(portalPort),
        HOST: '127.0.0.1',
        DATA_DIR: '.data',
        PORTAL_ROOT: '.portal',
        PROVIDER_NAME: 'Nordisk Sikring',
        // Not production, so the pages show the environment banner (its longest usual name), as on a staging server.
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        JWT_SECRET: jwtSecret,
        SSO_SECRET_KEY: ssoSecretKey,
        // Every spec signs in through the form; the limit itself is covered by the API tests.
        SIGN_IN_RATE_LIMIT: '500',
        SIGN_IN_IP_RATE_LIMIT: '5000',
        SMTP_URL: `smtp://127.0.0.1:${mailSink.smtpPort}`,
        PUBLIC_URL: portalUrl,
        // No digests at start: the demo subscriptions would mail the sink while specs read it (the API tests cover digests).
        DIGEST_CHECK_MS: '0',
        // The example provider tool (examples/embed.html) mounts a remote with /embed.js from its own origin.
        API_CORS_ORIGINS: exampleUrl,
        MFE_CORS_ORIGINS: exampleUrl,
      },
    },
    {
      // The identity provider of specs/single-sign-on.spec.ts: a real OpenID provider on loopback.
      command: 'node ../api/src/test/oidc-provider.mjs',
      url: `${oidcProvider.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: {
        OIDC_PORT: String(oidcPort),
        OIDC_CLIENTS: JSON.stringify([
          { client_id: oidcProvider.clientId, client_secret: oidcProvider.clientSecret, redirect_uris: [oidcProvider.redirectUri] },
        ]),
      },
    },
    {
      command: 'node support/example-host.mjs',
      url: `http://127.0.0.1:${examplePort}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { EXAMPLE_HOST_PORT: String(examplePort) },
    },
  ],
});
