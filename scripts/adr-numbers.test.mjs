// node --test scripts/ : each decision record has one number, and every "ADR n" in the repository names one that
// exists. Two branches that each add the next ADR meet at merge; this names the clash instead of leaving two
// 0046s or a reference to the wrong record.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot, textFiles } from './workspaces.mjs';

const adrFolder = path.join(repoRoot, 'docs', 'architecture-decisions');
const adrFile = /^(\d{4})-[a-z0-9-]+\.md$/;
/** "ADR 41", "ADR 0041", "ADRs 0024, 0027 and 0032". */
const adrReference = /\bADRs? (\d{1,4}(?:(?:, | and )\d{1,4})*)\b/g;

/** Each ADR number a text cites. */
export function adrNumbersIn(text) {
  return [...text.matchAll(adrReference)].flatMap((match) => match[1].split(/, | and /).map(Number));
}

function records() {
  return readdirSync(adrFolder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ name, number: Number(adrFile.exec(name)?.[1] ?? Number.NaN), title: readFileSync(path.join(adrFolder, name), 'utf8').split('\n')[0] }));
}

test('reads the forms a reference takes', () => {
  assert.deepEqual(adrNumbersIn('(ADR 41); ADR 0050 and ADRs 0024, 0027 and 0032; an ADR with no number'), [41, 50, 24, 27, 32]);
});

test('every record is NNNN-name.md, its title starts with its number, and no number is used twice', () => {
  const all = records();
  assert.ok(all.length > 40, `${all.length} records`);
  for (const { name, number, title } of all) {
    assert.ok(Number.isInteger(number), `${name}: NNNN-words.md`);
    assert.ok(title.startsWith(`# ${number}. `), `${name}: the title '${title}' starts with '# ${number}. '`);
  }
  const numbers = all.map((record) => record.number);
  const twice = numbers.filter((number, index) => numbers.indexOf(number) !== index);
  assert.deepEqual(twice, [], `numbers used twice: ${twice.join(', ')}`);
});

test('every ADR a file cites exists', () => {
  const numbers = new Set(records().map((record) => record.number));
  const missing = [];
  let cited = 0;
  for (const file of textFiles()) {
    for (const number of adrNumbersIn(readFileSync(file, 'utf8'))) {
      cited += 1;
      if (!numbers.has(number)) missing.push(`${path.relative(repoRoot, file)}: ADR ${number}`);
    }
  }
  assert.ok(cited > 100, `${cited} references read`);
  assert.deepEqual(missing, []);
});
