import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {analyzeText} from './analysis';
import {memoryEngine} from './memoryIndex';
import type {PageOutline} from './pageOutline';
import {parseQuery} from './query';
import {parseSynonyms, SynonymSyntaxError, unknownSynonyms, type SynonymGroup} from './synonyms';

describe('synonyms file', () => {
  it('reads equivalent groups and one-way mappings by index terms, skipping comments', () => {
    const groups = parseSynonyms(
      '# header\n\ntts, text to speech\nredact, scrub => anonymize  # note\n',
      'synonyms.txt',
    );
    expect(groups).toEqual([
      {
        line: 3,
        from: [['tts'], ['text', 'speech']],
        to: [['tts'], ['text', 'speech']],
        checked: [
          {text: 'tts', terms: ['tts']},
          {text: 'text to speech', terms: ['text', 'speech']},
        ],
      },
      {line: 4, from: [['redact'], ['scrub']], to: [['anonym']], checked: [{text: 'anonymize', terms: ['anonym']}]},
    ]);
  });

  it.each([
    ['a group of one', 'tts\n', /^synonyms\.txt:1: a group needs two words or phrases/],
    ['two arrows', 'a => b => c\n', /^synonyms\.txt:1: more than one "=>" on a line\./],
    ['an empty phrase', 'tts, , speech\n', /^synonyms\.txt:1: "" has no word to search for/],
    ['only stop words', 'the, tts\n', /^synonyms\.txt:1: "the" has no word to search for/],
  ])('stops on %s, naming the line, then saying what to do', (_, source, message) => {
    const parse = () => parseSynonyms(`# header\n${source}`.slice('# header\n'.length), 'synonyms.txt');
    expect(parse).toThrow(SynonymSyntaxError);
    expect(parse).toThrow(message);
    expect(parse).toThrow(/\nWhat to do: /);
  });

  it('names each phrase whose words no page has, by its words as written', () => {
    const groups = parseSynonyms('tts, text to speach\npii => personal data\n', 'synonyms.txt');
    const known = new Set(['tts', 'text', 'person', 'data']);
    expect(unknownSynonyms(groups, 'synonyms.txt', (term) => known.has(term))).toEqual([
      'synonyms.txt:1: "text to speach" names no word in the search index (no page has "speach").\n' +
        'What to do: fix the spelling, or, if it is a reader\'s word the pages do not use, put it left of "=>" (see the file\'s header).',
    ]);
  });

  it("parses the site's own file", () => {
    const source = readFileSync('packages/search/src/synonyms.txt', 'utf8');
    expect(parseSynonyms(source, 'packages/search/src/synonyms.txt').length).toBeGreaterThan(10);
  });
});

/** A page with an introduction, sections of [heading, text], and under the last section a table's rows. */
function page(
  path: string,
  title: string,
  intro: string,
  sections: [string, string][] = [],
  rows: [string, string][] = [],
): PageOutline {
  const post = path.startsWith('/docs/blog/');
  const entries: PageOutline['entries'] = [{text: intro, parent: -1}];
  for (const [heading, text] of sections) {
    entries.push({depth: 2, text: heading, anchor: heading.toLowerCase().replace(/\W+/g, '-'), parent: -1});
    entries.push({text, parent: entries.length - 1});
  }
  const table = entries.length - 2;
  for (const [label, text] of rows) {
    entries.push({depth: 5, text: label, anchor: null, parent: table});
    entries.push({text, parent: entries.length - 1});
  }
  return {
    path,
    lvl0: post ? 'Blog' : 'Docs',
    lvl1: title,
    keywords: [],
    language: 'en',
    docusaurusTag: post ? 'default' : 'docs-default-current',
    version: post ? null : 'current',
    entries,
  };
}

/** The first hit's path and anchor over `pages`, with `synonyms`. */
async function firstHit(pages: PageOutline[], query: string, synonyms: SynonymGroup[] = []): Promise<string> {
  const {matches} = await (await memoryEngine('https://apipie.ai', pages, {synonyms})).search(parseQuery(query));
  const url = new URL(matches[0]!.record.url);
  return url.pathname + url.hash;
}

describe("the site's synonyms", () => {
  const site = parseSynonyms(
    readFileSync('packages/search/src/synonyms.txt', 'utf8'),
    'packages/search/src/synonyms.txt',
  );

  it.each([
    ['fallback', 'failover'],
    ['redundancy', 'failover'],
    ['chat history', 'memory'],
    ['photo', 'image'],
    ['randomness', 'temperature'],
    ['throttling', 'rate limit'],
    ['load balancing', 'pool'],
    ['browsing', 'web search'],
    ['long', 'length'],
    ['many', 'number'],
    ['maximum', 'max'],
    ['expiry', 'expire'],
    ['spent', 'cost'],
    ['spending', 'usage'],
    ['top up', 'credit'],
    ['image recognition', 'vision'],
    ['speech synthesis', 'text to speech'],
    ['dictation', 'speech to text'],
    ['semantic search', 'vector'],
    ['knowledge base', 'rag'],
    ['uptime', 'failover'],
    ['downtime', 'failover'],
    ['fault tolerant', 'outage'],
    ['offline', 'outage'],
    ['vectorize', 'embedding'],
    ['word by word', 'stream'],
    ['narration', 'text to speech'],
    ['drawing', 'image generation'],
    ['fact check', 'integrity'],
    ['news', 'web search'],
    ['requests per minute', 'rate limit'],
    ['billed', 'cost'],
    ['invoice', 'usage'],
    ['money', 'cost'],
    ['budget', 'usage'],
    ['per minute', 'rate limit'],
    ['text to image', 'image generation'],
    ['slash commands', 'inline cli'],
    ['majority vote', 'integrity'],
    ['crawling', 'scrape'],
    ['vector db', 'vector collection'],
    ['fastest', 'latency'],
    ['preferences', 'state'],
    ['request logs', 'usage'],
    ['subtitles', 'speech to text'],
    ['api token', 'api key'],
    ['custom instructions', 'system prompt'],
    ['longest', 'length'],
    ['largest', 'size'],
    ['aloud', 'text to speech'],
    ['search files', 'rag'],
    ['chat with documents', 'rag'],
    ['image description', 'vision'],
    ['image analysis', 'vision'],
    ['previous messages', 'memory'],
    ['statistics', 'usage'],
  ])('let "%s" find what the pages call "%s"', (reader, pages) => {
    const terms = (text: string) => analyzeText(text).join(' ');
    const finds = site.some(
      (group) =>
        group.from.some((phrase) => phrase.join(' ') === terms(reader)) &&
        group.to.some((phrase) => phrase.join(' ') === terms(pages)),
    );
    expect(finds).toBe(true);
  });

  it('find a concept the reader names with a word the page never uses', async () => {
    const pages = [
      page('/docs/Features/Pools', 'Pools', 'Send requests to a pool of similar models.', [
        ['Failover', 'If a member errors, APIpie retries on another member.'],
      ]),
      page('/docs/Features/Routing', 'Routing', 'APIpie picks a provider for each request.', [
        ['Pick a provider', 'Name another provider to serve the model.'],
      ]),
    ];
    const query = 'automatic fallback to another provider';
    // Without the synonyms, the page that repeats the reader's other words wins.
    expect(await firstHit(pages, query)).toBe('/docs/Features/Routing#pick-a-provider');
    expect(await firstHit(pages, query, site)).toBe('/docs/Features/Pools#failover');
    expect(await firstHit(pages, 'redundancy', site)).toBe('/docs/Features/Pools#failover');
  });

  it('find a limit asked in plain words in the parameter table that names it', async () => {
    const completions = page(
      '/docs/Features/Completions',
      'Chat completions',
      'One endpoint for every language model.',
      [['Request parameters', 'The body follows the chat completion request.']],
      [
        ['max_tokens', 'Cap on answer length.'],
        ['temperature', 'Higher values give more varied output.'],
        ['n', 'Number of answers to generate.'],
      ],
    );
    const model = page('/docs/Models/Phi', 'Phi', 'Small models from Microsoft.', [
      ['Long prompts', 'A long prompt leaves less room for the reply.'],
    ]);
    const pages = [completions, model];
    for (const query of ['how long can an answer be', 'maximum answer length', 'how many answers can I get']) {
      expect(await firstHit(pages, query, site), query).toBe('/docs/Features/Completions#request-parameters');
    }
    expect(await firstHit(pages, 'make answers less random', site)).toBe(
      '/docs/Features/Completions#request-parameters',
    );
    expect(await firstHit(pages, 'how long can an answer be')).toBe('/docs/Models/Phi#long-prompts');
  });

  it('find the usage page for a spending question, above a post about costs', async () => {
    const pages = [
      page(
        '/docs/Features/Usage',
        'Usage history',
        'Every request is recorded with what it cost and the API key that sent it.',
      ),
      page('/docs/blog/controlling-costs', 'Controlling API costs', 'Teams overspend when nobody watches.', [
        ['Where the money goes', 'Most spending comes from long prompts that nobody trimmed.'],
      ]),
    ];
    expect(await firstHit(pages, 'how much have I spent', site)).toBe('/docs/Features/Usage');
    expect(await firstHit(pages, 'spending per api key', site)).toBe('/docs/Features/Usage');
    // A bill is what the usage page shows, though it never says "bill".
    expect(await firstHit(pages, 'what am I billed for', site)).toBe('/docs/Features/Usage');
    const unaided = await (await memoryEngine('https://apipie.ai', pages)).search(parseQuery('what am I billed for'));
    expect(unaided.matches).toEqual([]);
  });
});
