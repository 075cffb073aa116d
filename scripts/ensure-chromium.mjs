// The end-to-end tests drive Debian's Chromium (Playwright cannot download its own here).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM} is missing: install it with "sudo apt-get install -y chromium", then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const command of ['apt-get update -qq', 'apt-get install -y -qq chromium']) {
    const result = spawnSync(command, { stdio: 'inherit', shell: true, env });
    if (result.status !== 0) {
      console.error(
        `Could not install chromium ("${command}" failed); install it by hand: apt-get install -y chromium`,
      );
      process.exit(1);
    }
  }
}
