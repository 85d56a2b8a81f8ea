/**
 * gen:social-cards — draws a 1200×630 PNG social card for every blog post and
 * announcement (static/img/social/<instance>/<folder>.png) and sets the post's
 * `image` front matter to it. Run after adding a post; the cards are committed.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {launchChromium} from '../lib/chromium';
import {readPosts} from '../content/posts';
import {cardHtml} from './cardHtml';

export const cardPath = (instance: string, folder: string) => `/img/social/${instance}/${folder}.png`;

/** Adds or replaces `image:` in a post's front matter. */
export function withImage(source: string, image: string): string {
  const end = source.indexOf('\n---', 3);
  const head = source.slice(0, end).replace(/\nimage: .*$/m, '');
  return `${head}\nimage: ${image}${source.slice(end)}`;
}

async function main() {
  const logoSvg = readFileSync('static/img/logo.svg', 'utf8');
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  const format = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});
  let count = 0;
  for (const instance of ['blog', 'announcements'] as const) {
    for (const post of readPosts(instance)) {
      const image = cardPath(instance, post.folder);
      const html = cardHtml({
        title: String(post.frontMatter.title),
        kicker: instance === 'blog' ? 'Blog' : 'Announcement',
        date: format.format(new Date(post.date)),
        logoSvg,
      });
      await page.setContent(html);
      const file = path.join('static', image);
      mkdirSync(path.dirname(file), {recursive: true});
      await page.screenshot({path: file, type: 'png'});
      writeFileSync(post.file, withImage(readFileSync(post.file, 'utf8'), image));
      count += 1;
    }
  }
  await browser.close();
  console.log(`gen:social-cards: ${count} cards in static/img/social/`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
