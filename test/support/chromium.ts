import {chromium, type Browser} from 'playwright-core';

/** Debian's Chromium; nothing downloads a browser of its own here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (the package chromium-headless-shell, built from the same source as
 * `chromiumPath`): the same Blink renders, lays out and runs the page, without the browser's own UI (tabs,
 * windows, profiles). A test costs much less CPU on it than in the full browser (the suite's step times show
 * it), and it is what Playwright itself runs headless tests on. The browser tests' `site` project runs on it;
 * what depends on the full browser (its screenshots, which the baselines hold; Lighthouse; a tab against a
 * window; the benches, which measure what a reader's browser does) runs on `chromiumPath`.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

// Flags that keep headless Chromium from calling Google's hosts on a closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath, headless: true, args: chromiumArgs});
}
