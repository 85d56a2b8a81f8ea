import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

export type AxeScope = {
  /** Only this part of the page. */
  include?: string;
  /** Not these parts (elements hidden from every reader, which axe would still walk). */
  exclude?: string;
  /** Only these rules (e.g. ['color-contrast']). */
  rules?: string[];
  /** Every rule but these. */
  disableRules?: string[];
};

/** Axe's violations on the page, one line each: rule, help and the offending elements. */
export async function axeViolations(
  page: Page,
  {include, exclude, rules, disableRules}: AxeScope = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default opens a blank page per run to merge
  // the results of cross-origin frames, which the site has none of, and takes twice as long.
  const builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  if (rules) builder.withRules(rules);
  if (disableRules) builder.disableRules(disableRules);
  const {violations} = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
