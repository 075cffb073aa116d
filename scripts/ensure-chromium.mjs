// The end-to-end tests drive Debian's Chromium headless shell and the benchmarks its full browser
// (Playwright cannot download its own here): installs whichever is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from './chromium.mjs';

const missing = [
  [CHROMIUM_PATH, 'chromium'],
  [CHROMIUM_HEADLESS_SHELL_PATH, 'chromium-headless-shell'],
].filter(([path]) => !existsSync(path));
const packages = missing.map(([, name]) => name).join(' ');

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.map(([path]) => path).join(' and ')} missing: install with "sudo apt-get install -y ${packages}", then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const command of ['apt-get update -qq', `apt-get install -y -qq ${packages}`]) {
    const result = spawnSync(command, { stdio: 'inherit', shell: true, env });
    if (result.status !== 0) {
      console.error(
        `Could not install ${packages} ("${command}" failed); install by hand: apt-get install -y ${packages}`,
      );
      process.exit(1);
    }
  }
}
