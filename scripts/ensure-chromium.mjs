// Browser tests need a system Chromium (Playwright's own download is not possible here).
// Finds one, or installs Debian's when running as root with apt-get, or stops with instructions.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium-path.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium found: installing Debian's (apt-get install -y chromium fonts-noto-cjk)…");
  try {
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-cjk', { stdio: 'inherit' });
  } catch {
    /* reported below */
  }
  if (findChromium()) process.exit(0);
}
console.error(
  [
    'No Chromium found for the browser tests, and it could not be installed automatically.',
    'Provide one in either way, then run `npm test` again:',
    '  - Debian/Ubuntu as root:  apt-get install -y chromium fonts-noto-cjk',
    '  - any system:             CHROMIUM_PATH=/path/to/chromium npm test',
  ].join('\n'),
);
process.exit(1);
