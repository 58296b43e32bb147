// Playwright drives Debian's Chromium (its own browser download cannot reach its host here).
// Installs it when missing and this machine can: CI and a fresh machine need no manual step.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!hasApt) {
  console.error(`Chromium not found at ${path}. Install it, or set CHROMIUM_PATH.`);
  process.exit(1);
}
const sudo = isRoot ? '' : 'sudo ';
console.info(`Chromium not found at ${path}: installing Debian's chromium package…`);
execSync(
  `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
  {
    stdio: 'inherit',
  },
);
