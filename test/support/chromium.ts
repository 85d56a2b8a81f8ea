import {chromium, type Browser} from 'playwright-core';

/** Debian's Chromium; nothing downloads a browser of its own here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
