import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { generateScaleData, ScaleRefusedError } from './scale-generator.js';
import { isScaleSizeName, scaleSizeNames } from './scale-sizes.js';

const USAGE = `Usage: npm run seed:scale -w api -- --size small|medium|large [options]

Creates one customer with many locations, installations, tasks and issues in the configured
database (DATABASE_URL, or the SQLite file in DATA_DIR), migrating it first.

  --size <name>          small | medium | large (counts: src/seed/scale/scale-sizes.ts)
  --customer-xal <id>    the customer's xal id (default SCALE-1)
  --replace              delete an existing customer with that xal id first
  --seed <n>             random seed (default 1); same seed and day give the same rows
  --today <YYYY-MM-DD>   day the dates are relative to (default today)
  --member <e-mail>      make this existing employee Admin of the customer
  --keep-indexes         do not drop and recreate the secondary indexes around the load
`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        size: { type: 'string' },
        'customer-xal': { type: 'string', default: 'SCALE-1' },
        replace: { type: 'boolean', default: false },
        seed: { type: 'string', default: '1' },
        today: { type: 'string' },
        member: { type: 'string' },
        'keep-indexes': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const size = values.size;
  if (!size || !isScaleSizeName(size)) fail(`--size must be one of ${scaleSizeNames.join(', ')}\n\n${USAGE}`);
  const customerXal = values['customer-xal'].trim();
  if (!customerXal) fail('--customer-xal must not be empty');
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) fail(`--seed must be an integer, got '${values.seed}'`);
  let today: Date | undefined;
  if (values.today !== undefined) {
    today = new Date(`${values.today}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today) || Number.isNaN(today.getTime())) fail(`--today must be YYYY-MM-DD, got '${values.today}'`);
  }

  const config = loadConfig();
  await generateScaleData({
    target: { databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile },
    size,
    customerXal,
    replace: values.replace,
    seed,
    today,
    providerName: config.providerName,
    member: values.member,
    dropIndexes: !values['keep-indexes'],
  });
}

main().catch((error: unknown) => {
  if (error instanceof ScaleRefusedError) fail(error.message);
  console.error(error);
  process.exit(1);
});
