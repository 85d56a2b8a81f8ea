import {expect, gotoHydrated, test} from './support/fixtures';

test.describe('wide tables on a phone (375 px)', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('scroll inside a labelled, focusable box that the arrow keys scroll, with edge shadows as the cue', async ({
    page,
  }) => {
    await gotoHydrated(page, 'Features/Pinecone');
    const box = page.getByRole('group', {name: /^Table: Operation, Field, Type/}).first();
    expect(await box.evaluate((el) => ({tabIndex: el.tabIndex, child: el.firstElementChild?.tagName}))).toEqual({
      tabIndex: 0,
      child: 'TABLE',
    });
    const widths = await box.evaluate((el) => ({scroll: el.scrollWidth, client: el.clientWidth}));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Two shadow layers under two covers that travel with the content (see ScrollTable/styles.module.css).
    const background = await box.evaluate((el) => {
      const style = getComputedStyle(el);
      return {image: style.backgroundImage, attachment: style.backgroundAttachment};
    });
    expect(background.image.match(/radial-gradient/g)).toHaveLength(2);
    expect(background.attachment).toBe('local, local, scroll, scroll');

    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
