import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

export type AxeScope = {
  /** Only this part of the page. */
  include?: string;
  /** Only these rules (e.g. ['color-contrast']). */
  rules?: string[];
  /** Every rule but these. */
  disableRules?: string[];
};

/** Axe's violations on the page, one line each: rule, help and the offending elements. */
export async function axeViolations(page: Page, {include, rules, disableRules}: AxeScope = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default opens a blank page per run to merge
  // the results of cross-origin frames, which the site has none of, and takes twice as long.
  const builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (include) builder.include(include);
  if (rules) builder.withRules(rules);
  if (disableRules) builder.disableRules(disableRules);
  const {violations} = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
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
