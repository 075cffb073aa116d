// `npm test`: every check the project has, in the order that fails fastest.
// The PostgreSQL run happens when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit tests', 'npm run test:unit'],
  ['API tests on SQLite', 'npm run test:api'],
  process.env.TEST_DATABASE_URL
    ? ['API tests on PostgreSQL', 'npm run test:api:pg']
    : ['API tests on PostgreSQL', null],
  ['build', 'npm run build'],
  ['first-load budget of the storefront (110 kB gzip)', 'node apps/web/scripts/first-load-size.mjs'],
  ["no zod in the storefront's pages", 'node apps/web/scripts/storefront-without-zod.mjs'],
  ['end-to-end tests in Chromium', 'npm run test:e2e'],
];

for (const [name, command] of steps) {
  if (!command) {
    console.log(`\n=== ${name}: skipped (set TEST_DATABASE_URL=postgres://... to run it)`);
    continue;
  }
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  if (result.status !== 0) {
    console.error(`\n=== ${name} FAILED (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${name}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log('\nAll checks passed.');
