// node --test scripts/ : the build decides its mode, not NODE_ENV. NODE_ENV is the environment name the banner
// shows (development, staging, test, ...), so `npm start` or `npm run build` with any of them makes the
// production build the API serves; `rspack serve` (`npm run dev -w <app>`) makes a development build. No build
// uses an eval devtool, which the portal's Content-Security-Policy (no 'unsafe-eval') refuses: a blank page.
import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, test } from 'node:test';
import { repoRoot } from './workspaces.mjs';

/** What the rspack CLI passes a config function (env and argv) for `rspack build` and `rspack serve`. */
const cli = {
  build: { env: { RSPACK_BUNDLE: true, RSPACK_BUILD: true }, argv: {} },
  serve: { env: { RSPACK_SERVE: true }, argv: {} },
  'build --mode development': { env: { RSPACK_BUNDLE: true, RSPACK_BUILD: true }, argv: { mode: 'development' } },
};

/** The configs an app's rspack.config.mjs gives for a command (a production remote is two builds). */
async function configsOf(folder, command) {
  const { default: configFor } = await import(path.join(repoRoot, folder, 'rspack.config.mjs'));
  const result = configFor(cli[command].env, cli[command].argv);
  return Array.isArray(result) ? result : [result];
}

const savedNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  if (savedNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = savedNodeEnv;
});

for (const nodeEnv of [undefined, 'development', 'staging', 'test', 'production']) {
  test(`NODE_ENV=${nodeEnv ?? '(unset)'}: rspack build is a production build, rspack serve a development build`, async () => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    for (const folder of ['shell', 'mfe-issues']) {
      for (const config of await configsOf(folder, 'build')) {
        assert.equal(config.mode, 'production', `${folder} build (${config.name ?? 'single'})`);
        assert.equal(config.devtool, 'source-map');
      }
      for (const config of await configsOf(folder, 'serve')) {
        assert.equal(config.mode, 'development', `${folder} serve`);
        assert.doesNotMatch(String(config.devtool), /eval/, `${folder} serve: an eval devtool breaks under the CSP`);
      }
    }
  });
}

test('--mode development makes a development build without eval', async () => {
  process.env.NODE_ENV = 'production';
  for (const folder of ['shell', 'mfe-issues']) {
    const configs = await configsOf(folder, 'build --mode development');
    assert.equal(configs.length, 1, `${folder}: one build, not the production remote's two`);
    assert.equal(configs[0]?.mode, 'development');
    assert.doesNotMatch(String(configs[0]?.devtool), /eval/);
  }
});
