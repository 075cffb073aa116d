// `npm test`: every check the project has, in the order that fails fastest.
// The PostgreSQL run happens when TEST_DATABASE_URL is set (CI sets it).
//
// Steps in one group run side by side: each of these tools keeps to one core on a two-core
// machine (eslint and tsc are single-threaded; vitest runs one file at a time there), and
// the two API suites share nothing (a SQLite file per test file; a schema or database of its
// own per test file on PostgreSQL), so running them together takes the time of the longer.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const groups = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['unit tests', 'npm run test:unit'],
  ],
  [
    ['API tests on SQLite', 'npm run test:api'],
    process.env.TEST_DATABASE_URL
      ? ['API tests on PostgreSQL', 'npm run test:api:pg']
      : ['API tests on PostgreSQL', null],
  ],
  [['build', 'npm run build']],
  [['first-load budget of the storefront (110 kB gzip)', 'node apps/web/scripts/first-load-size.mjs']],
  [["no zod in the storefront's pages", 'node apps/web/scripts/storefront-without-zod.mjs']],
  [['end-to-end tests in Chromium', 'npm run test:e2e']],
];

/** Runs one step; alone, its output goes straight through, beside others each line is labelled. */
function run(name, command, labelled) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: labelled ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    if (labelled) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${name}] ${line}\n`));
      }
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`=== ${name}: passed in ${seconds} s`);
      else console.error(`\n=== ${name} FAILED (exit ${code ?? signal}) after ${seconds} s`);
      resolve(code === 0 ? 0 : code || 1);
    });
  });
}

for (const group of groups) {
  const steps = group.filter(([name, command]) => {
    if (!command) console.log(`\n=== ${name}: skipped (set TEST_DATABASE_URL=postgres://... to run it)`);
    return command;
  });
  const codes = await Promise.all(steps.map(([name, command]) => run(name, command, steps.length > 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log('\nAll checks passed.');
