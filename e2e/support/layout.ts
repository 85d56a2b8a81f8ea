import type {Page} from 'playwright-core';
import {layoutFaults} from './layoutFaults';

/**
 * Small phone, phone, tablet, the narrowest desktop layout (997 px, where the
 * sidebar and table of contents appear), 1024, laptop and wide screen. Plain viewports without mobile emulation: with
 * `isMobile` the layout
 * viewport grows to fit the content and hides the overflow.
 */
export const LAYOUT_WIDTHS = [320, 375, 768, 997, 1024, 1440, 1920] as const;

/**
 * Where the announcement bar changes shape: the narrowest phone, a phone, a tablet, both sides of the 997 px switch, a
 * laptop.
 */
export const ANNOUNCEMENT_BAR_WIDTHS = [320, 375, 768, 996, 997, 1280] as const;

/**
 * Checks a loaded, hydrated page at each width (all of LAYOUT_WIDTHS unless given) by resizing it
 * (no reload), then restores its viewport. Returns the faults, each with its width.
 */
export async function layoutFaultsAtWidths(page: Page, widths: readonly number[] = LAYOUT_WIDTHS): Promise<string[]> {
  const original = page.viewportSize();
  const faults: string[] = [];
  for (const width of widths) {
    // layoutFaults waits for the page to lay itself out at the new width: one round trip a width.
    await page.setViewportSize({width, height: 900});
    for (const fault of await page.evaluate(layoutFaults)) faults.push(`at ${width}px: ${fault}`);
  }
  if (original) await page.setViewportSize(original);
  return faults;
}
