import {existsSync} from 'node:fs';
import path from 'node:path';
import {FULL_RUN_TAG, reachTag} from '../../scripts/lib/suiteScope';
import {planPage} from '../support/axePlan';
import {expect, expectHydrated, test} from '../support/fixtures';
import {sitemapPaths} from '../support/sitemap';
import {MASKED, VISUAL_KINDS, VISUAL_WIDTHS, viewportHeight} from './templates';

/** The command that writes (or rewrites) the baselines, named by every failure about a missing one. */
const UPDATE_COMMAND = 'npm run test:visual -- --update-snapshots';

/**
 * A page's template: the classes on its <html>, less the plugin instance (the blog's and announcements' share theirs).
 */
const templateOf = (buildDir: string, relative: string) =>
  planPage(buildDir, relative)
    .template.split(' ')
    .filter((cls) => !cls.startsWith('plugin-id-'))
    .join(' ');

test.describe('screenshot baselines of every template (e2e/visual/baselines/)', () => {
  test('every template in the sitemap is a kind with baselines at every width', async ({site}, testInfo) => {
    const kindTemplates = new Set(
      VISUAL_KINDS.filter((kind) => kind.name !== '404').map((kind) =>
        templateOf(site.buildDir, kind.path.replace(/\?.*$/, '')),
      ),
    );
    const withoutKind = new Map<string, string>();
    for (const relative of sitemapPaths(site.buildDir)) {
      const template = templateOf(site.buildDir, relative);
      if (!kindTemplates.has(template) && !withoutKind.has(template)) withoutKind.set(template, `/docs/${relative}`);
    }
    expect(
      [...withoutKind].map(([template, page]) => `"${template}" (${page})`),
      `templates without a kind: add one to e2e/visual/templates.ts, then run ${UPDATE_COMMAND}`,
    ).toEqual([]);
    // Writing them (--update-snapshots): the screenshot tests do, after this one.
    if (testInfo.config.updateSnapshots !== 'none') return;
    const missing = VISUAL_KINDS.flatMap((kind) => VISUAL_WIDTHS.map((width) => `${kind.name}-${width}.png`)).filter(
      (name) => !existsSync(testInfo.snapshotPath(name)),
    );
    expect(missing, `baselines missing from e2e/visual/baselines/: ${UPDATE_COMMAND} writes them`).toEqual([]);
  });

  for (const kind of VISUAL_KINDS) {
    // Left to the full run, and compared in a change run that reaches every template or this kind's area
    // (playwright.config.ts).
    const tag = [FULL_RUN_TAG, reachTag('any'), reachTag(kind.area)];
    test(`${kind.name} (/docs/${kind.path}) looks as its baselines`, {tag}, async ({page}, testInfo) => {
      for (const width of VISUAL_WIDTHS) {
        const name = `${kind.name}-${width}.png`;
        const baseline = testInfo.snapshotPath(name);
        if (!existsSync(baseline) && testInfo.config.updateSnapshots === 'none')
          throw new Error(`No baseline ${path.relative(process.cwd(), baseline)}: ${UPDATE_COMMAND} writes it.`);
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({width, height: viewportHeight(width)});
          await page.goto(kind.path);
          await expectHydrated(page);
          await page.evaluate(() => document.fonts.ready);
          await kind.prepare?.(page);
          await expect.soft(page).toHaveScreenshot(name, {mask: MASKED.map((selector) => page.locator(selector))});
        });
      }
    });
  }
});
