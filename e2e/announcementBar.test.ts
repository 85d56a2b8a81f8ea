import {describe, expect, it} from 'vitest';
import {announcement} from '../config/announcementBar';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';

const {newPage} = useBrowser();

// Docusaurus suffixes storage keys with a per-site namespace; match on the prefix.
const ID_KEY = 'docusaurus.announcement.id';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';

const hydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';

function bar(page: TrackedPage) {
  return page.locator('div[role="banner"]', {hasText: 'announcements'});
}

/** The stored id and dismissed flag, whatever the namespace suffix of their keys. */
async function storage(page: TrackedPage) {
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
async function visitWith(page: TrackedPage, stored: {id: string; dismissed: string}) {
  await page.goto(siteUrl());
  await page.waitForFunction(hydrated);
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
  await page.waitForFunction(hydrated);
}

describe('announcement bar', () => {
  it('is configured with an id and shows on a first visit', async () => {
    expect(announcement.id).toBe('announcement-bar');
    const page = await newPage();
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    expect(await bar(page).isVisible()).toBe(true);
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'false'});
  });

  it('hides when dismissed, stores the flag "true" and stays hidden on the next page', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'true'});
    await page.goto(siteUrl('Terms/privacy'));
    await page.waitForFunction(hydrated);
    expect(await bar(page).isVisible()).toBe(false);
  });

  it('shows again when the configured id differs from the stored one', async () => {
    const page = await newPage();
    await visitWith(page, {id: 'spring-sale-2024', dismissed: 'true'});
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'false'});
  });

  it('migrates the old misspelled stored id and keeps the bar dismissed', async () => {
    const page = await newPage();
    await visitWith(page, {id: 'annoucement-bar', dismissed: 'true'});
    expect(await storage(page)).toEqual({id: 'announcement-bar', dismissed: 'true'});
    expect(await bar(page).isVisible()).toBe(false);
  });

  it('keeps a dismissed bar hidden before hydration, without a flash', async () => {
    const page = await newPage();
    await visitWith(page, {id: announcement.id, dismissed: 'true'});
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed')).toBe('true');
    expect(await bar(page).isVisible()).toBe(false);
  });
});
