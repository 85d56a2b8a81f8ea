import {XMLParser} from 'fast-xml-parser';
import {FEED_POSTS} from '../config/blog';
import {readPosts} from '../test/content/posts';
import {expect, test} from './support/fixtures';

for (const route of ['blog', 'announcements'] as const) {
  test.describe(`the ${route} instance`, () => {
    const posts = readPosts(route);
    const titles = posts.map((p) => String(p.frontMatter.title)).sort();
    const newest = posts[posts.length - 1]!;
    const oldest = posts[0]!;

    test('paginates ten posts a page, newest first, and links each to its page', async ({page}) => {
      await page.goto(route);
      const first = await page.locator('article h2 a').allInnerTexts();
      expect(first).toHaveLength(10);
      expect(first[0]).toBe(newest.frontMatter.title);
      await page.goto(`${route}/page/2`);
      const second = await page.locator('article h2 a').allInnerTexts();
      expect(second.length).toBeGreaterThan(0);
      expect([...first, ...second]).toContain(oldest.frontMatter.title);
      await page.locator('article h2 a', {hasText: String(oldest.frontMatter.title)}).click();
      await expect(page.getByRole('heading', {level: 1, name: String(oldest.frontMatter.title)})).toBeVisible();
    });

    test('names each excerpt’s "Read more" link after its post, in the link’s own text', async ({page}) => {
      await page.goto(route);
      const articles = page.locator('article');
      for (const article of await articles.all()) {
        const title = await article.locator('h2').innerText();
        const readMore = article.getByRole('link', {name: `Read more about ${title}`, exact: true});
        // Crawlers and agents read the text, not an aria-label: the text must name the post.
        if ((await readMore.count()) > 0) await expect(readMore).toHaveText(`Read more about ${title}`);
      }
      expect(await page.getByRole('link', {name: /^Read more about /}).count()).toBeGreaterThan(0);
      expect(await page.locator('main a[aria-label]', {hasText: 'Read more'}).count()).toBe(0);
    });

    test('has an archive listing every post and authors and tags pages', async ({page}) => {
      for (const sub of ['archive', 'authors', 'tags']) {
        expect((await page.goto(`${route}/${sub}`))?.status(), sub).toBe(200);
      }
      await page.goto(`${route}/archive`);
      const listed = await page.locator('main li a').allInnerTexts();
      expect(listed.map((t) => t.replace(/^.*? - /, '')).sort()).toEqual(titles);
    });

    test('has a tag with a second page', async ({page}) => {
      const counts = new Map<string, number>();
      for (const post of posts)
        for (const tag of post.frontMatter.tags as string[]) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      const [busiest] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      expect((await page.goto(`${route}/tags/${busiest}/page/2`))?.status()).toBe(200);
    });

    test('has a sidebar with every post grouped by year', async ({page}) => {
      await page.goto(route);
      const sidebar = page.locator('aside nav').first();
      const years = (
        await sidebar.locator(':is(h3, [role="heading"], div[class*="yearGroupHeading"])').allInnerTexts()
      ).map((y) => y.trim());
      const expectedYears = [...new Set(posts.map((p) => p.date.slice(0, 4)))].sort().reverse();
      expect(years.filter((y) => /^\d{4}$/.test(y))).toEqual(expectedYears);
      expect((await sidebar.locator('a').allInnerTexts()).sort()).toEqual(titles);
    });

    test(`publishes RSS, Atom and JSON feeds that parse and list the newest ${FEED_POSTS} posts`, async ({page}) => {
      const titles = posts
        .slice(-FEED_POSTS)
        .map((p) => String(p.frontMatter.title))
        .sort();
      const parser = new XMLParser();
      const rss = parser.parse(await (await page.request.get(`${route}/rss.xml`)).text());
      expect(([].concat(rss.rss.channel.item) as {title: string}[]).map((i) => i.title).sort()).toEqual(titles);
      const atom = parser.parse(await (await page.request.get(`${route}/atom.xml`)).text());
      expect(([].concat(atom.feed.entry) as {title: string}[]).map((e) => e.title).sort()).toEqual(titles);
      const json = (await (await page.request.get(`${route}/feed.json`)).json()) as {items: {title: string}[]};
      expect(json.items.map((i) => i.title).sort()).toEqual(titles);
    });

    test('names each feed’s own URL, and each item’s author and publication date', async ({page}) => {
      const parser = new XMLParser({
        ignoreAttributes: false,
        isArray: (name) => ['item', 'entry', 'link'].includes(name),
      });
      const feedUrl = (file: string) => expect.stringMatching(new RegExp(`^https?://[^/]+/docs/${route}/${file}$`));
      const rss = parser.parse(await (await page.request.get(`${route}/rss.xml`)).text()).rss.channel;
      expect(rss['atom:link']).toMatchObject({'@_rel': 'self', '@_href': feedUrl('rss.xml')});
      const published = new Set(posts.map((post) => new Date(post.date).toUTCString()));
      for (const item of rss.item as {title: string; pubDate: string; 'dc:creator'?: unknown}[]) {
        expect(published, item.title).toContain(item.pubDate);
        expect(item['dc:creator'], item.title).toBeTruthy();
      }
      const atom = parser.parse(await (await page.request.get(`${route}/atom.xml`)).text()).feed;
      expect(atom.link).toContainEqual(expect.objectContaining({'@_rel': 'self', '@_href': feedUrl('atom.xml')}));
      for (const entry of atom.entry as {title: string; published?: string; updated: string; author?: unknown}[]) {
        expect(entry.published, entry.title).toBeTruthy();
        expect(Date.parse(entry.updated), entry.title).toBeGreaterThanOrEqual(Date.parse(entry.published!));
        expect(entry.author, entry.title).toBeTruthy();
      }
      const json = (await (await page.request.get(`${route}/feed.json`)).json()) as {
        feed_url: string;
        items: {title: string; date_published?: string; author?: {name: string}}[];
      };
      expect(json.feed_url).toEqual(feedUrl('feed.json'));
      for (const item of json.items) {
        expect(item.date_published, item.title).toBeTruthy();
        expect(item.author?.name, item.title).toBeTruthy();
      }
    });

    test('puts a post’s h1 before any other heading, with the sidebar’s years still on screen', async ({page}) => {
      await page.goto(route);
      await page.locator('article h2 a').first().click();
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      const headings = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((all) => all.map((h) => h.tagName));
      expect(headings[0]).toBe('H1');
      const year = page.locator('aside nav [role="group"]').first();
      await expect(year).toHaveAccessibleName(/^\d{4}$/);
      await expect(year.locator(':scope > div').first()).toBeVisible();
    });
  });
}
