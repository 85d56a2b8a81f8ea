import {redirects} from '../config/redirects';
import {expect, test} from './support/fixtures';
import {get} from './support/http';
import {routesFixture} from './support/routes';
import {FULL_RUN_TAG, firstOfEach} from '../scripts/lib/suiteScope';

// A change run follows the first redirect into each section of the site in a browser, the full run
// the rest too (suiteScope.ts); hosting.spec.ts checks every redirect at the HTTP level in both.
const firstIntoSection = firstOfEach<(typeof redirects)[number]>(({to}) => to.split('/').find(Boolean));
const firsts = redirects.filter(firstIntoSection);
const rest = redirects.filter((redirect, index, all) => !firstIntoSection(redirect, index, all));

test.describe('redirect table', () => {
  // One tab follows each redirect in turn (e2e/hosting.spec.ts checks each at the HTTP level); each
  // redirect that fails is reported and the others still run.
  for (const [which, followed, tag] of [
    ['the first redirect into each section', firsts, []],
    ['every other redirect', rest, [FULL_RUN_TAG]],
  ] as const) {
    test(`${which} leads a browser to its target page`, {tag: [...tag]}, async ({page, site}) => {
      // A page load per redirect: the limit grows with the table, as if each were a test of its own.
      test.setTimeout(followed.length * test.info().timeout);
      expect(followed.length).toBeGreaterThan(0);
      for (const {from, to} of followed) {
        await test.step(`${from} leads a browser to ${to}`, async () => {
          await page.goto(site.url(from));
          await expect.soft(page, from).toHaveURL(site.url(to));
          await expect.soft(page.locator('h1'), `${from} -> ${to}`).toHaveCount(1);
        });
      }
    });
  }

  test('contains every fixture redirect whose target page exists', async ({site}) => {
    const missing: string[] = [];
    for (const [from, to] of Object.entries(routesFixture.redirects)) {
      // A target that is not a page (a redirect or the not-found page) is not expected in the table.
      if ((await get(site.url(to))).status !== 200) continue;
      if (!redirects.some((r) => r.from === from && r.to === to)) missing.push(`${from} -> ${to}`);
    }
    expect(missing).toEqual([]);
  });
});
