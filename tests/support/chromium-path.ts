// Which Chromium the tests drive. Debian's chromium-headless-shell is the browser's headless build without the
// desktop shell (what Playwright itself uses for headless runs): the same Blink and V8, a fifth less CPU per e2e
// file on this 2-core machine than /usr/bin/chromium in its headless mode. CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DESKTOP = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP);
}
