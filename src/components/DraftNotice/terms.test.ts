import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {markdownFiles} from '../../../scripts/lib/markdownFiles';

/** The key DraftNotice reads (its module imports the docs plugin's client code, so the key is repeated here). */
const DRAFT_KEY = 'unconfirmed_draft';

describe('the Terms pages', () => {
  const pages = markdownFiles(['docs/Terms']);

  it('are marked as drafts the company has not confirmed, so each shows the draft notice', () => {
    expect(pages.length).toBe(3);
    for (const page of pages) {
      const frontMatter = parseYaml(/^---\n([\s\S]*?)\n---/.exec(readFileSync(page, 'utf8'))![1]!) as Record<
        string,
        unknown
      >;
      expect(frontMatter[DRAFT_KEY], page).toBe(true);
    }
  });

  it('state no "Last updated" date, which no source gives', () => {
    for (const page of pages) expect(readFileSync(page, 'utf8'), page).not.toMatch(/Last updated/);
  });

  it('name the key DraftNotice reads', () => {
    expect(readFileSync('src/components/DraftNotice/index.tsx', 'utf8')).toContain(`DRAFT_KEY = '${DRAFT_KEY}'`);
  });
});
