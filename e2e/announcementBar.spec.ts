import type {Page} from '@playwright/test';
import {announcement} from '../config/announcementBar';
import {expect, gotoHydrated, test} from './support/fixtures';

// Docusaurus suffixes storage keys with a per-site namespace; match on the prefix.
const ID_KEY = 'docusaurus.announcement.id';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';

function bar(page: Page) {
  return page.locator('div[role="banner"]', {hasText: 'announcements'});
}

/** The stored id and dismissed flag, whatever the namespace suffix of their keys. */
async function storage(page: Page) {
  return page.evaluate(
    ([idKey, dismissKey]) => {
      const find = (prefix: string) => Object.keys(localStorage).find((k) => k.startsWith(prefix));
      const read = (prefix: string) => {
        const key = find(prefix);
        return key === undefined ? null : localStorage.getItem(key);
      };
      return {id: read(idKey!), dismissed: read(dismissKey!)};
    },
    [ID_KEY, DISMISS_KEY],
  );
}

/** Loads the home page with the given stored values, as a returning visitor would. */
async function visitWith(page: Page, stored: {id: string; dismissed: string}) {
  await gotoHydrated(page);
  await page.evaluate(
    ([idKey, dismissKey, id, dismissed]) => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith(idKey!)) localStorage.setItem(key, id!);
        if (key.startsWith(dismissKey!)) localStorage.setItem(key, dismissed!);
      }
    },
    [ID_KEY, DISMISS_KEY, stored.id, stored.dismissed],
  );
  expect(await storage(page)).toEqual(stored);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('announcement bar', () => {
  test('is configured with an id and shows on a first visit', async ({page}) => {
    expect(announcement.id).toBe('announcement-bar');
    await gotoHydrated(page);
    await expect(bar(page)).toBeVisible();
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'false'});
  });

  test('hides when dismissed, stores the flag "true" and stays hidden on the next page', async ({page}) => {
    await gotoHydrated(page);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'true'});
    await gotoHydrated(page, 'Terms/privacy');
    await expect(bar(page)).toBeHidden();
  });

  test('shows again when the configured id differs from the stored one', async ({page}) => {
    await visitWith(page, {id: 'spring-sale-2024', dismissed: 'true'});
    await expect(bar(page)).toBeVisible();
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'false'});
  });

  test('migrates the old misspelled stored id and keeps the bar dismissed', async ({page}) => {
    await visitWith(page, {id: 'annoucement-bar', dismissed: 'true'});
    expect(await storage(page)).toEqual({id: 'announcement-bar', dismissed: 'true'});
    await expect(bar(page)).toBeHidden();
  });

  test('keeps a dismissed bar hidden before hydration, without a flash', async ({page}) => {
    await visitWith(page, {id: announcement.id, dismissed: 'true'});
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    expect(await bar(page).isVisible()).toBe(false);
  });
});
