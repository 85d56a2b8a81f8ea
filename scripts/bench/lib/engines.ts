import type {Page} from 'playwright-core';

/** How the benchmark drives one search UI. */
export type BenchEngine = {
  name: string;
  /** The search input, once search is open. */
  input: string;
  /** The element whose changes show results arriving. */
  results: string;
  /** A result. */
  hit: string;
  /** Event that starts the clock for time to first results, and the action that fires it. */
  startEvent: string;
  open: (page: Page) => Promise<void>;
};

export const localEngine: BenchEngine = {
  name: 'local index (MiniSearch, this site)',
  input: '.DocSearch-Input',
  results: '.DocSearch-Dropdown',
  hit: '.DocSearch-Hit',
  startEvent: 'keydown',
  open: async (page) => {
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
  },
};

export const easyopsEngine: BenchEngine = {
  name: '@easyops-cn/docusaurus-search-local',
  input: 'input.navbar__search-input',
  results: '.navbar__search',
  hit: '.navbar__search [class*="suggestion_"]',
  startEvent: 'focusin',
  open: async (page) => {
    await page.locator('input.navbar__search-input').focus();
  },
};
