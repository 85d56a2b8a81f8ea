import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser} from './support/browser';

const {newPage} = useBrowser();

const instances = [
  {route: 'blog', title: 'Blog', firstPost: 'Welcome to the APIpie blog'},
  {route: 'announcements', title: 'Announcements', firstPost: 'Platform improvements: December 2024'},
];

describe.each(instances)('the $route instance', ({route, firstPost}) => {
  it('lists posts and links each to its page', async () => {
    const page = await newPage();
    await page.goto(siteUrl(route));
    const link = page.locator('article h2 a', {hasText: firstPost});
    await link.click();
    await page.getByRole('heading', {level: 1, name: firstPost}).waitFor();
  });

  it('has archive, authors and tags pages that list the posts', async () => {
    const page = await newPage();
    for (const sub of ['archive', 'authors', 'tags']) {
      const response = await page.goto(siteUrl(`${route}/${sub}`));
      expect(response?.status(), sub).toBe(200);
    }
    await page.goto(siteUrl(`${route}/archive`));
    expect(await page.getByRole('link', {name: firstPost}).count()).toBe(1);
  });

  it('has a sidebar with every post grouped by year', async () => {
    const page = await newPage();
    await page.goto(siteUrl(route));
    const sidebar = page.locator('aside nav[aria-label]').first();
    const years = await sidebar.locator('[role="heading"], h3, .yearGroupHeading, div[class*="yearGroupHeading"]').allInnerTexts();
    expect(years.some((y) => /^20\d\d$/.test(y.trim()))).toBe(true);
    expect(await sidebar.getByRole('link', {name: firstPost}).count()).toBe(1);
  });

  it('publishes RSS, Atom and JSON feeds that contain the posts', async () => {
    const page = await newPage();
    const parser = new XMLParser();
    const rss = parser.parse(await (await page.request.get(siteUrl(`${route}/rss.xml`))).text());
    const rssItems = [].concat(rss.rss.channel.item) as {title: string}[];
    expect(rssItems.map((i) => i.title)).toContain(firstPost);
    const atom = parser.parse(await (await page.request.get(siteUrl(`${route}/atom.xml`))).text());
    const atomEntries = [].concat(atom.feed.entry) as {title: string}[];
    expect(atomEntries.map((e) => e.title)).toContain(firstPost);
    const json = (await (await page.request.get(siteUrl(`${route}/feed.json`))).json()) as {items: {title: string}[]};
    expect(json.items.map((i) => i.title)).toContain(firstPost);
  });
});
