// node --test scripts/ : docker-compose.yml is a file a team can trust: every service has a
// healthcheck, each remote builds from its own Dockerfile target and starts without any other service
// (`docker-compose up -d --no-deps --build mfe-issues`), and the shell's image holds nothing of a remote.
// `.ci/run` also runs `docker-compose config -q` on it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import yaml from 'js-yaml';
import { remoteFolders, repoRoot } from './workspaces.mjs';

const compose = yaml.load(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'));
const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const services = compose.services;
const targets = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]));

/** The lines of one Dockerfile stage (from its FROM to the next). */
function stage(name) {
  const lines = dockerfile.split('\n');
  const start = lines.findIndex((line) => line.endsWith(` AS ${name}`));
  const end = lines.findIndex((line, index) => index > start && line.startsWith('FROM '));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

test('every service has a healthcheck', () => {
  for (const [name, service] of Object.entries(services)) {
    assert.ok(service.healthcheck?.test, `${name} has no healthcheck`);
  }
});

test('every remote is a service of its own: own Dockerfile target, own image, no other service needed', () => {
  for (const folder of remoteFolders(repoRoot)) {
    const service = services[folder];
    assert.ok(service, `no service '${folder}' in docker-compose.yml`);
    assert.equal(service.build?.target, folder, `${folder} must build its own Dockerfile target`);
    assert.ok(targets.has(folder), `the Dockerfile has no target '${folder}'`);
    assert.equal(service.depends_on, undefined, `${folder} must start without any other service`);
    assert.match(service.image, new RegExp(`/${folder}:`));
    // Its build stage copies its own folder and no other app's.
    const build = stage(`build-${folder}`);
    assert.match(build, new RegExp(`COPY ${folder}/ ${folder}/`));
    for (const other of [...remoteFolders(repoRoot).filter((name) => name !== folder), 'shell', 'api']) {
      assert.doesNotMatch(build, new RegExp(`COPY ${other}/`), `build-${folder} copies ${other}`);
    }
    assert.doesNotMatch(build, /COPY \. \./, `build-${folder} copies the whole repository`);
  }
});

test("the shell's image and build hold nothing of a remote; its registry comes from REMOTE_<NAME>_URL", () => {
  assert.equal(services.shell.build?.target, 'shell');
  for (const name of ['build-shell', 'shell', 'frontend-base', 'static-runtime']) {
    assert.doesNotMatch(stage(name), /mfe-/, `${name} refers to a remote`);
  }
  for (const folder of remoteFolders(repoRoot)) {
    const variable = `REMOTE_${folder.slice('mfe-'.length).toUpperCase().replace(/-/g, '_')}_URL`;
    assert.ok(services.shell.environment?.[variable], `shell has no ${variable}`);
  }
});
