import {readFileSync} from 'node:fs';
import type {AxeResults, ContextObject, RunOptions} from 'axe-core';
import type {Frame, Page} from 'playwright-core';

export type AxeScope = {
  /** Only this part of the page. */
  include?: string;
  /** Only these rules (e.g. ['color-contrast']). */
  rules?: string[];
};

/** axe-core's minified build, read once per worker. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Puts axe-core into a frame, unless an earlier run on the same document already did. */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axeSource);
}

/**
 * Axe's violations on the page, one line each: rule, help and the offending elements.
 *
 * Axe runs in the page itself, as @axe-core/playwright's legacy mode does, with axe-core put into
 * every frame once per document: @axe-core/playwright sends the 1.3 MB unminified source to the
 * page twice per run and configures it each time, about 170 ms a run that the crawl's 140-odd axe
 * pages felt. Its default mode is slower still (a blank page per run to merge the results of
 * cross-origin frames, which the site has none of).
 */
export async function axeViolations(page: Page, {include, rules}: AxeScope = {}): Promise<string[]> {
  for (const frame of page.frames()) await injectAxe(frame);
  const violations = await page.evaluate(
    async ({include, rules}) => {
      const {axe} = window as unknown as {axe: {run: (c: ContextObject, o: RunOptions) => Promise<AxeResults>}};
      // The context and options @axe-core/playwright passes for include() and withRules().
      const {violations} = await axe.run(
        {include: include ? [include] : [], exclude: []},
        {resultTypes: ['violations'], ...(rules && {runOnly: {type: 'rule', values: rules}})},
      );
      return violations.map(({id, help, nodes}) => ({id, help, targets: nodes.map((node) => node.target.join(' '))}));
    },
    {include, rules},
  );
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/** The contrast ratio of two CSS colours given as `rgb(...)`/`rgba(...)` (opaque; WCAG 2 formula). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const channels = css
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number);
    if (!channels || channels.length < 3) throw new Error(`Not an rgb() colour: ${css}`);
    const [r, g, b] = channels.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
