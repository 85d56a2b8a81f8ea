// A tinypool worker (convertPool.ts starts the pool): converts one built page to its twin's Markdown.
// Plain CommonJS, as the social cards' worker, so worker threads can load it both from the build and
// from tsx; the conversion's TypeScript is loaded through jiti, the loader Docusaurus loads the site's
// TypeScript with.
const {readFileSync} = require('node:fs');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {htmlToMarkdown} = jiti('./htmlToMarkdown.ts');
const {twinUrlOf} = jiti('../urls.ts');

// The build's origin and the twinned routes, sent once per worker rather than with every page.
const ready = import('tinypool').then(({default: tinypool}) => {
  const {siteUrl, routes} = tinypool.workerData;
  const twinned = new Set(routes);
  return {siteUrl, twinOf: (sitePath) => (twinned.has(sitePath) ? twinUrlOf(sitePath) : null)};
});

/** The Markdown of one built page's `<main>`, read from its file. */
module.exports = async function convertPage({file, route}) {
  const {siteUrl, twinOf} = await ready;
  return htmlToMarkdown(readFileSync(file, 'utf8'), {pagePath: route, siteUrl, twinOf});
};
