import {describe, expect, it} from 'vitest';
import {coverageFactor, SearchEngine, type FacetFilter} from './engine';
import {buildIndexFiles} from './indexBuilder';
import {fileNames, shardKey, splitShardKey} from './indexFormat';
import {memoryEngine} from './memoryIndex';
import type {PageOutline} from './pageOutline';
import {parseQuery} from './query';
import {FIRST_SCREEN, MAX_HITS_PER_PAGE, modalOrder} from './ranking';
import {parseSynonyms} from './synonyms';
import {samplePages} from './fixtures/samplePages';

const opened = memoryEngine('https://apipie.ai', samplePages);

/** Title of the record (its heading, or its text for body records) of each hit, best first. */
async function search(query: string, filter?: FacetFilter) {
  const {matches} = await (await opened).search(parseQuery(query), {filter, length: 100});
  return matches.map(({record}) => (record.type === 'content' ? record.content : record.hierarchy[record.type]));
}

describe('SearchEngine ranking', () => {
  it('ranks headings above body text that repeats the word', async () => {
    const hits = await search('memory');
    expect(hits[0]).toBe('2.5 Memory sessions');
    expect(hits.indexOf('2.5 Memory sessions')).toBeLessThan(hits.findIndex((h) => h?.startsWith('Memory, memory')));
  });

  it('ranks a page title above its sections', async () => {
    expect((await search('privacy policy'))[0]).toBe('Privacy Policy');
  });

  it('finds words with a typo, including swapped letters', async () => {
    expect((await search('memroy'))[0]).toBe('2.5 Memory sessions');
    expect((await search('streeming'))[0]).toBe('Streaming');
  });

  it('completes the word being typed, but not finished words', async () => {
    expect((await search('strea'))[0]).toBe('Streaming');
    // "strea" followed by another word is finished: it no longer completes to "Streaming".
    expect(await search('strea events')).not.toContain('Streaming');
  });

  it('finds API pages by slug and parameters by name, whole or in parts', async () => {
    expect((await search('chatcompletions'))[0]).toBe('Create chat completion');
    expect((await search('max_tokens'))[0]).toBe('max_tokens');
    expect((await search('mem_session'))[0]).toBe('mem_session');
    expect(await search('session mem')).toContain('mem_session');
  });

  it('finds model ids written with dashes and dots', async () => {
    expect(await search('gpt-4o-mini')).toEqual(['ID of the model to use, for example gpt-4o-mini.']);
    expect(await search('gpt-4o-min')).toEqual(['ID of the model to use, for example gpt-4o-mini.']);
  });

  it('ranks a section meeting every word above one meeting fewer when their matches are alike; a word found nowhere returns nothing', async () => {
    const hits = await search('memory expire');
    expect(hits[0]).toBe('Memory sessions expire after 15 minutes by default.');
    expect(hits.length).toBeGreaterThan(1);
    expect((await search('memory zzyzx')).length).toBeGreaterThan(1);
    expect(await search('zzyzx')).toEqual([]);
  });

  it('matches a heading through the headings above it', async () => {
    // "clear" is in the text, "privacy" only in the page title above it.
    expect((await search('privacy clear'))[0]).toBe('You can clear a session at any time.');
  });

  it("gives a heading with no text of its own the text under the page's next heading, for snippets", async () => {
    const {matches} = await (await opened).search(parseQuery('information collect'), {withSection: true});
    const hit = matches.find(
      ({record}) => record.hierarchy.lvl2 === '2. Information we collect' && !record.hierarchy.lvl3,
    )!;
    expect(hit.record.url).toBe('https://apipie.ai/docs/Terms/privacy#2-information-we-collect');
    expect(hit.section!.map((record) => record.content).filter(Boolean)[0]).toBe(
      'Memory sessions expire after 15 minutes by default.',
    );
  });

  it('returns one hit per URL', async () => {
    const urls = (await (await opened).search(parseQuery('session'), {length: 100})).matches.map(
      ({record}) => record.url,
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('takes question and stop words as optional: a question finds what its content words find', async () => {
    expect((await search('how do I clear a session'))[0]).toBe((await search('clear session'))[0]);
    expect(await search('what is streaming')).toContain('Streaming');
  });

  it('meets words by stem, the same at index and query time', async () => {
    expect(await search('streamed')).toContain('Streaming');
  });

  it('ranks by how many words a section meets when not all can meet', async () => {
    const hits = await search('memory sessions zzyzx');
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]).toBe('2.5 Memory sessions');
  });

  it('ranks a section that names the subject in its heading above one whose text mentions every word in passing', async () => {
    const filler =
      'Plans change as teams grow, and a single dashboard shows each team what it runs, where it runs and who ' +
      'owns it, with notes on every request the team has sent and what each cost was in the end.';
    const pages = [
      page('/docs/Notes', 'Team notes', 'Intro.', [['Dashboards', filler]]),
      page('/docs/Features/Usage', 'Usage', 'Intro.', [['Request cost', 'What each request cost, by key and model.']]),
    ];
    // "single" is met only by the notes' passing mention: it no longer outranks the heading that answers.
    expect((await hitUrls(pages, 'cost of a single request'))[0]).toBe('/docs/Features/Usage#request-cost');
    // Met through a synonym, the heading answers too.
    const groups = parseSynonyms('spend => cost\n', 'synonyms.txt');
    const withSynonyms = await memoryEngine('https://apipie.ai', pages, {synonyms: groups});
    const {matches} = await withSynonyms.search(parseQuery('spend of a single request'));
    expect(new URL(matches[0]!.record.url).hash).toBe('#request-cost');
  });

  it('on a question after a bound, ranks the section whose heading names parameters or limits above a passing mention', async () => {
    const pages = [
      page('/docs/Models/Phi', 'Phi', 'Intro.', [
        ['Prompting tips', 'A long prompt leaves less room for a long answer, so keep the answer short.'],
      ]),
      page('/docs/Features/Completions', 'Completions', 'Intro.', [
        ['Request parameters', 'max_tokens caps how long the answer is.'],
      ]),
    ];
    // A subject in plain words keeps the stronger mention first.
    expect((await hitUrls(pages, 'long answer'))[0]).toBe('/docs/Models/Phi#prompting-tips');
    // A bound is stated where the parameters are.
    expect((await hitUrls(pages, 'how long can an answer be'))[0]).toBe(
      '/docs/Features/Completions#request-parameters',
    );
    expect((await hitUrls(pages, 'answer length limit'))[0]).toBe('/docs/Features/Completions#request-parameters');
    // A word asking for the bound is met by the parameter's row, which states it by the parameter's name.
    const mentions = [
      page('/docs/Models/Phi', 'Phi', 'Intro.', [
        ['Prompting tips', 'Answer length grows with the prompt: keep the answer length short, under the limit.'],
      ]),
      page('/docs/Features/Completions', 'Completions', 'Intro.', [
        ['Request parameters', 'max_tokens caps the answer length.'],
      ]),
    ];
    expect((await hitUrls(mentions, 'answer length limit'))[0]).toBe('/docs/Features/Completions#request-parameters');
    expect((await hitUrls(mentions, 'answer length'))[0]).toBe('/docs/Models/Phi#prompting-tips');
    // The index marks those sections (IndexMeta.bounds): the question reads no shard of a bound's words.
    const {manifest, files} = buildIndexFiles({siteUrl: 'https://apipie.ai', pages});
    const read: string[] = [];
    const engine = await SearchEngine.open({
      manifest,
      read: async (name) => {
        read.push(name);
        return JSON.parse(files.get(name)!) as unknown;
      },
    });
    await engine.search(parseQuery('how long can an answer be'));
    const boundShards = ['parameter', 'limit', 'field'].map((word) => fileNames.shard(shardKey(word), manifest.hash));
    expect(read.filter((name) => name.startsWith('t-')).length).toBeGreaterThan(0);
    expect(read.filter((name) => boundShards.includes(name))).toEqual([]);
  });

  it("meets a synonym phrase's words through one-word synonyms of the words typed", async () => {
    const pages = [
      page('/docs/Features/Images', 'Image generation', 'Make a photo from a prompt.'),
      page('/docs/Features/Vision', 'Vision', 'Send an image to a vision model and ask about it.'),
    ];
    const groups = parseSynonyms('photo, picture => image\ndescribe image => vision\n', 'synonyms.txt');
    const withSynonyms = await memoryEngine('https://apipie.ai', pages, {synonyms: groups});
    for (const query of ['describe an image', 'describe a photo', 'describe this picture']) {
      const {matches} = await withSynonyms.search(parseQuery(query));
      expect(new URL(matches[0]!.record.url).pathname, query).toBe('/docs/Features/Vision');
    }
    // A phrase met through a one-word synonym of its first word is read from that word's shard.
    const first = parseSynonyms('photo => image\nimage analysis => vision\n', 'synonyms.txt');
    const {matches: analysed} = await (
      await memoryEngine('https://apipie.ai', pages, {synonyms: first})
    ).search(parseQuery('photo analysis'));
    expect(new URL(analysed[0]!.record.url).pathname).toBe('/docs/Features/Vision');
    // Only phrases chain: a one-word synonym is not followed further.
    const chained = parseSynonyms('photo => image\nimage => vision\n', 'synonyms.txt');
    const oneStep = await memoryEngine('https://apipie.ai', pages, {synonyms: chained});
    const {matches} = await oneStep.search(parseQuery('photo'));
    expect(new URL(matches[0]!.record.url).pathname).toBe('/docs/Features/Images');
  });

  it('meets a word spelled the other way, American or British, as the word as typed', async () => {
    const pages = [
      page('/docs/Features/Summaries', 'Summarise long documents', 'Ask a model to summarise a document.'),
      page('/docs/Features/Summary', 'Summary', 'The summary of a model lists its limits.'),
    ];
    const american = await (await memoryEngine('https://apipie.ai', pages)).search(parseQuery('summarize documents'));
    const british = await (await memoryEngine('https://apipie.ai', pages)).search(parseQuery('summarise documents'));
    expect(new URL(american.matches[0]!.record.url).pathname).toBe('/docs/Features/Summaries');
    expect(american.matches[0]!.score).toBeCloseTo(british.matches[0]!.score, 6);
  });

  it('answers a question asked over a period with the page that answers it, not a mention of the period', async () => {
    const pages = [
      page('/docs/Features/Usage', 'Usage history', 'What each request cost, by key and model.'),
      page('/docs/Notes', 'Release notes', 'Intro.', [['Last week', 'The requests dashboard got faster last week.']]),
    ];
    expect((await hitUrls(pages, 'what did my requests cost last week'))[0]).toBe('/docs/Features/Usage');
    expect((await hitUrls(pages, 'last week'))[0]).toBe('/docs/Notes#last-week');
  });

  it('counts a word met through a synonym as much as the word as typed', async () => {
    const pages = [
      page('/docs/Features/IMM', 'Memory', 'Keep the conversation between requests.'),
      page('/docs/Features/Recall', 'Recall', 'Keep the conversation between requests.'),
    ];
    const groups = parseSynonyms('recall => memory\n', 'synonyms.txt');
    const withSynonyms = await memoryEngine('https://apipie.ai', pages, {synonyms: groups});
    const {matches} = await withSynonyms.search(parseQuery('recall'));
    expect(matches.map(({record}) => new URL(record.url).pathname).sort()).toEqual([
      '/docs/Features/IMM',
      '/docs/Features/Recall',
    ]);
    expect(matches[0]!.score).toBeCloseTo(matches[1]!.score, 6);
  });

  it('weighs a section by the share of the query it meets, falling steeply with each word missed', () => {
    expect(coverageFactor(3, 3)).toBe(1);
    expect(coverageFactor(2, 3)).toBeLessThan(0.2);
    expect(coverageFactor(1, 3)).toBeLessThan(coverageFactor(2, 3));
    expect(coverageFactor(0, 0)).toBe(1);
  });

  it('finds through a synonym from the synonyms file', async () => {
    const groups = parseSynonyms('recall => memory\n', 'synonyms.txt');
    const withSynonyms = await memoryEngine('https://apipie.ai', samplePages, {synonyms: groups});
    const {matches} = await withSynonyms.search(parseQuery('recall'), {length: 5});
    expect(matches[0]?.record.hierarchy.lvl3 ?? matches[0]?.record.hierarchy.lvl2).toMatch(/Memory/);
  });

  it('matches the other number of a finished word', async () => {
    // "keys" is finished, so it does not complete to anything; the text says "key".
    expect((await search('keys header'))[0]).toMatch(/^Send Bearer <your key> in the header/);
  });

  it('ranks a doc above a post that says the same thing', async () => {
    const page = samplePages[3]!;
    const twins = [
      {...page, path: '/docs/announcements/pools-post'},
      {...page, path: '/docs/Features/Pools', docusaurusTag: 'docs-default-current', version: 'current'},
    ];
    const twinEngine = await memoryEngine('https://apipie.ai', twins);
    const {matches} = await twinEngine.search(parseQuery('pools retry'));
    const urls = matches.map(({record}) => new URL(record.url).pathname);
    expect(urls).toEqual(['/docs/Features/Pools', '/docs/announcements/pools-post']);
  });

  it("weighs posts by the query's intent: a task finds the guide, a topic the post about it", async () => {
    const post = {language: 'en', docusaurusTag: 'default', version: null};
    const docs = {language: 'en', docusaurusTag: 'docs-default-current', version: 'current'};
    const pages: PageOutline[] = [
      {
        path: '/docs/blog/streaming-responses',
        lvl0: 'Blog',
        lvl1: 'Streaming responses with server-sent events',
        keywords: [],
        ...post,
        entries: [{text: 'Stream responses token by token with server-sent events.', parent: -1}],
      },
      {
        path: '/docs/Features/Completions',
        lvl0: 'Features',
        lvl1: 'Chat completions',
        keywords: [],
        ...docs,
        entries: [
          {depth: 2, text: 'Stream the answer', anchor: 'stream-the-answer', parent: -1},
          {text: 'Set stream to true and read the response as it arrives.', parent: 0},
        ],
      },
    ];
    const engine = await memoryEngine('https://apipie.ai', pages);
    const first = async (query: string) => {
      const {matches} = await engine.search(parseQuery(query));
      const url = new URL(matches[0]!.record.url);
      return url.pathname + url.hash;
    };
    expect(await first('streaming responses')).toBe('/docs/blog/streaming-responses');
    expect(await first('how do I stream responses')).toBe('/docs/Features/Completions#stream-the-answer');
  });

  it("weighs legal pages by the query's intent: a subject or a task finds the guide, a question may find the clause", async () => {
    const clause = {
      ...page('/docs/Terms/api-agree', 'API Agreement', 'Intro.', [
        ['Your API key', 'Put your API key in a safe place and keep it secret.'],
      ]),
      legal: true,
    };
    const guide = page('/docs/api/introduction', 'Introduction', 'Intro.', [
      ['The API key', 'Put your API key in the Authorization header, as a bearer token.'],
    ]);
    const first = async (pages: PageOutline[], query: string) => (await hitUrls(pages, query))[0];
    expect(await first([clause, guide], 'where do I put my api key')).toBe('/docs/api/introduction#the-api-key');
    expect(await first([clause, guide], 'api key')).toBe('/docs/api/introduction#the-api-key');
    // A question keeps the clause level: it may ask what the agreement says.
    expect(await first([clause, guide], 'why put my api key')).toBe('/docs/Terms/api-agree#your-api-key');
    // As a plain doc, the clause outranks the guide on the same words.
    const plain = {...clause, legal: false};
    expect(await first([plain, guide], 'where do I put my api key')).toBe('/docs/Terms/api-agree#your-api-key');
    expect(await first([plain, guide], 'api key')).toBe('/docs/Terms/api-agree#your-api-key');
  });

  it('applies a filter on page facets', async () => {
    const {matches} = await (
      await opened
    ).search(parseQuery('memory'), {filter: (facets) => facets.docusaurus_tag === 'default'});
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every(({record}) => record.docusaurus_tag === 'default')).toBe(true);
  });

  it('leaves a word that the index holds as typed alone: no typo matches for it', async () => {
    // "mode" is one typo from "model"; a reader who typed a word the index holds meant that word.
    const pages = [
      page('/docs/a', 'Model settings', 'Set the model per request.'),
      page('/docs/b', 'Mode switch', 'Pick a mode.'),
    ];
    expect(await hitUrls(pages, 'model')).toEqual(['/docs/a']);
  });

  it('ranks a section naming an identifier above sections naming only its parts', async () => {
    const pages = [
      page('/docs/a', 'Choosing a model', 'Intro.', [['Latency', 'Latency is measured in ms.']]),
      page('/docs/b', 'Usage fields', 'Every response reports its cost, its tokens, the provider and latency_ms.'),
    ];
    const urls = await hitUrls(pages, 'latency_ms');
    expect(urls[0]).toBe('/docs/b');
    // Text that only says the parts is still found, below.
    expect(urls).toContain('/docs/a#latency');
  });

  it("ranks a field table listing an identifier as a row above a post's heading that discusses it", async () => {
    const post = {
      ...page('/docs/blog/function-calling', 'Function calling across models', 'Intro.', [
        [
          'tool_choice: none, auto, required',
          'Set tool_choice to none, auto or required; tool_choice defaults to auto.',
        ],
      ]),
      docusaurusTag: 'default',
      version: null,
    };
    const guide = page('/docs/Features/Tools', 'Tools', 'Intro.', [['Request fields for tools', 'The fields:']]);
    guide.entries.push(
      {depth: 5, text: 'tool_choice', anchor: null, parent: 1},
      {text: 'Whether and which tool the model must call.', parent: 3},
      {depth: 5, text: 'memory, mem_session', anchor: null, parent: 1},
      {text: 'Keep the conversation for a while.', parent: 5},
      {depth: 5, text: 'usage.latency_ms', anchor: null, parent: 1},
      {text: 'How long the answer took: latency_ms counts milliseconds.', parent: 7},
    );
    const notes = page('/docs/Features/Notes', 'Notes', 'Intro.', [
      ['Usage history fields', 'Each row of the history has these fields.'],
    ]);
    notes.entries.push({depth: 5, text: 'latency_ms', anchor: null, parent: 1});
    const pages = [post, guide, notes];
    expect((await hitUrls(pages, 'tool_choice'))[0]).toBe('/docs/Features/Tools#request-fields-for-tools');
    // A field of a dotted path (`usage.latency_ms`) names its section too, as a table's plain `latency_ms` does.
    expect((await hitUrls(pages, 'latency_ms'))[0]).toBe('/docs/Features/Tools#request-fields-for-tools');
  });

  it('ranks the guide to a feature above the API operation whose title says the same words', async () => {
    const pages = [
      {...page('/docs/api/generate', 'Generate an image', 'Creates an image from a prompt.'), apiOperation: true},
      page('/docs/Features/Images', 'Image generation', 'Generate pictures from a prompt with any model.'),
    ];
    expect((await hitUrls(pages, 'generate an image'))[0]).toBe('/docs/Features/Images');
    // Its path still finds the operation first: only its page has it as a keyword.
    const withPath = [{...pages[0]!, keywords: ['post /v1/images/generations']}, pages[1]!];
    withPath[1]!.entries.push({text: 'It calls POST /v1/images/generations.', parent: -1});
    expect((await hitUrls(withPath, '/v1/images/generations'))[0]).toBe('/docs/api/generate');
  });

  it('ranks an API operation page below its own guide on a topic, not on a task or a reference query', async () => {
    const operation = {
      ...page('/docs/api/speech', 'Convert text to speech', 'Converts text to speech audio.', [
        ['Text to speech voices', 'The voice that speaks the text.'],
      ]),
      keywords: ['post /v1/audio/speech'],
      apiOperation: true,
    };
    const guide = page(
      '/docs/Features/Voices',
      'Voices',
      'Voice models turn your text into speech, and speech into text.',
    );
    const other = {...page('/docs/api/embed', 'Create embeddings', 'Vectors for text.'), apiOperation: true};
    // Without the link, the operation's title outranks the guide that explains it.
    expect((await hitUrls([operation, guide, other], 'text to speech'))[0]).toBe('/docs/api/speech');

    const linked = {...operation, guide: '/docs/Features/Voices'};
    const linkedOther = {...other, guide: '/docs/Features/Voices'};
    const urls = await hitUrls([linked, guide, linkedOther], 'text to speech');
    expect(urls[0]).toBe('/docs/Features/Voices');
    // Every hit of the operation page moves below the guide's, in its order; nothing else moves.
    expect(urls.slice(1, 3).sort()).toEqual(['/docs/api/speech', '/docs/api/speech#text-to-speech-voices']);
    // A yield, not a penalty: a linked operation page whose guide has no hit keeps its place.
    expect((await hitUrls([linked, guide, linkedOther], 'embeddings'))[0]).toBe('/docs/api/embed');
    // A task the operation does keeps it first, as does a query about the API surface.
    expect((await hitUrls([linked, guide, linkedOther], 'convert text to speech'))[0]).toBe('/docs/api/speech');
    expect((await hitUrls([linked, guide, linkedOther], 'post /v1/audio/speech'))[0]).toBe('/docs/api/speech');
  });

  it('finds a URL path in text that writes the whole URL', async () => {
    const pages = [
      page('/docs/api/list', 'List models', 'GET https://apipie.ai/v1/models/detailed returns every model.'),
    ];
    expect(await hitUrls(pages, '/v1/models/detailed')).toEqual(['/docs/api/list']);
  });

  it('ranks a section whose heading is the query above one whose heading only mentions it', async () => {
    const pages = [
      page('/docs/a', 'Guide', 'Intro.', [
        ['Authentication at a glance', 'Authentication, authentication and authentication again.'],
      ]),
      page('/docs/b', 'Reference', 'Intro.', [['Authentication', 'Send the key as a bearer token.']]),
    ];
    expect((await hitUrls(pages, 'authentication'))[0]).toBe('/docs/b#authentication');
  });

  it('between sections that score the same, ranks the one whose heading holds the query words in the order typed first', async () => {
    const pages = [
      page('/docs/voices', 'Voices', 'Intro.', [
        ['Speech to text', 'Audio and words.'],
        ['Text to speech', 'Audio and words.'],
      ]),
      page('/docs/terms', 'Terms', 'Intro.', [
        ['After your account closes', 'What we keep.'],
        ['Closing your account', 'What we keep.'],
      ]),
    ];
    expect((await hitUrls(pages, 'text to speech')).slice(0, 2)).toEqual([
      '/docs/voices#text-to-speech',
      '/docs/voices#speech-to-text',
    ]);
    expect((await hitUrls(pages, 'speech to text')).slice(0, 2)).toEqual([
      '/docs/voices#speech-to-text',
      '/docs/voices#text-to-speech',
    ]);
    // Stop words between the words (to, my, your, after) are left out of the pairs, as from the query.
    expect((await hitUrls(pages, 'close my account'))[0]).toBe('/docs/terms#closing-your-account');
    expect((await hitUrls(pages, 'account closes'))[0]).toBe('/docs/terms#after-your-account-closes');
  });

  it("shows a page's own hit above its sections, or not at all when a section answers better", async () => {
    const pages = [
      page('/docs/llama', 'Llama', 'Llama models from Meta.', [
        ['Llama Guard moderation', 'Llama Guard classifies prompts for moderation.'],
        ['Call Llama', 'Send the model id.'],
      ]),
    ];
    const urls = (query: string) => hitUrls(pages, query);
    expect((await urls('llama'))[0]).toBe('/docs/llama');
    const guard = await urls('llama guard moderation');
    expect(guard[0]).toBe('/docs/llama#llama-guard-moderation');
    expect(guard).not.toContain('/docs/llama');
  });

  it("gives a page's own hit's place to its best section meeting as many words, unless the title is the query", async () => {
    const pages = [
      page('/docs/routing', 'Routing', 'Routing sends each request to a provider of the model.', [
        ['Routing strategies', 'Set a strategy to pick the provider by price or by speed.'],
        ['Response', 'The response names the model.'],
      ]),
      page('/docs/pools', 'Pools', 'A pool spreads requests over models.'),
    ];
    const urls = (query: string) => hitUrls(pages, query);
    // The title names part of the query: the section that meets it as fully says where the answer is.
    const strategy = await urls('routing provider');
    expect(strategy[0]).toBe('/docs/routing#routing-strategies');
    expect(strategy).not.toContain('/docs/routing');
    // The title names the whole query: the page itself answers.
    expect((await urls('routing'))[0]).toBe('/docs/routing');
    // A section meeting fewer of the query's words leaves the page's own hit in place.
    expect((await urls('routing request'))[0]).toBe('/docs/routing');
  });

  it("finds a page by its description's words, and ranks a map's pointer below the page it points to", async () => {
    const pools = page('/docs/pools', 'Pools', 'A pool spreads requests over providers.', [
      ['What a pool gives you', 'Another member retries the request when one fails.'],
    ]);
    pools.entries.unshift({text: 'Automatic failover across providers.', parent: -1, role: 'summary'});
    for (const entry of pools.entries) if (entry.parent >= 0 && entry !== pools.entries[0]) entry.parent++;
    const overview = page('/docs/overview', 'Overview', 'Every feature on one page.', [['Features', '']]);
    overview.entries.push({text: 'Automatic failover across providers — Pools', parent: 1, role: 'pointer'});
    const urls = await hitUrls([overview, pools], 'automatic failover');
    expect(urls[0]).toBe('/docs/pools');
    expect(urls).toContain('/docs/overview#features');
  });

  it('gives no page more than two places on the first screen', async () => {
    const sections = Array.from({length: 6}, (_, i): [string, string] => [
      `Pause ${i + 1}`,
      'Pause, then pause again before a retry.',
    ]);
    // More hits than the modal's page of 20, so the page's further sections can wait for the next page.
    const others = Array.from({length: 20}, (_, i) =>
      page(`/docs/other-${i}`, `Other ${i}`, 'Pause, pause and pause.'),
    );
    const engine = await memoryEngine('https://apipie.ai', [
      page('/docs/retries', 'Retries', 'Intro.', sections),
      ...others,
    ]);
    const all = (await engine.search(parseQuery('pause'), {length: 100})).matches;
    const pageOf = ({record}: (typeof all)[number]) => record.url_without_anchor;
    // The retries page's sections are the best hits: by score alone they would fill the first screen.
    expect(all.filter((hit) => pageOf(hit) === 'https://apipie.ai/docs/retries')).toHaveLength(6);
    expect(pageOf(all[0]!)).toBe('https://apipie.ai/docs/retries');
    const {matches} = await engine.search(parseQuery('pause'), {length: 20});
    const firstScreen = modalOrder(matches, ({record}) => record.hierarchy.lvl0).slice(0, FIRST_SCREEN);
    expect(firstScreen.filter((hit) => pageOf(hit) === 'https://apipie.ai/docs/retries')).toHaveLength(
      MAX_HITS_PER_PAGE,
    );
    expect(firstScreen.map(pageOf)).toContain('https://apipie.ai/docs/other-0');
  });

  it("keeps the best hits on the modal's first screen when a group's weaker hits would push them off", async () => {
    const mention = (group: string, n: number) =>
      Array.from({length: n}, (_, i) =>
        page(`/docs/${group}/page-${i}`, `Page ${i}`, 'Memory limits and memory options.', [], group),
      );
    const pages = [
      page(
        '/docs/Integrations/cline',
        'Cline',
        'Intro.',
        [['Memory', 'Memory keeps context; memory is per session.']],
        'Integrations',
      ),
      ...mention('Integrations', 8),
      page('/docs/Features/imm', 'Integrated model memory', 'Memory across models.', [], 'Features'),
      page(
        '/docs/Features/pools',
        'Pools',
        'Intro.',
        [['Memory in pools', 'Memory is shared; memory per pool.']],
        'Features',
      ),
    ];
    const engine = await memoryEngine('https://apipie.ai', pages);
    // Fewer hits than the modal asks for: the weaker ones it holds back wait for the next page.
    const {matches, total, places} = await engine.search(parseQuery('memory'), {length: 20});
    expect(total).toBe(11);
    expect(matches.length).toBeLessThan(total);
    const firstScreen = modalOrder(matches, ({record}) => record.hierarchy.lvl0).slice(0, FIRST_SCREEN);
    const shown = firstScreen.map(({record}) => new URL(record.url).pathname);
    expect(shown.slice(0, 1)).toEqual(['/docs/Integrations/cline']);
    expect(shown).toContain('/docs/Features/imm');
    expect(shown).toContain('/docs/Features/pools');
    const next = await engine.search(parseQuery('memory'), {offset: 20, length: 20});
    expect(matches.length + next.matches.length).toBe(total);
    expect(places).toBe(20 + next.matches.length);
  });
});

/** The path and anchor of every hit for `query` over `pages`, best first. */
async function hitUrls(pages: PageOutline[], query: string): Promise<string[]> {
  const {matches} = await (await memoryEngine('https://apipie.ai', pages)).search(parseQuery(query));
  return matches.map(({record}) => new URL(record.url).pathname + new URL(record.url).hash);
}

/** A doc page with an introduction and sections of [heading, text]. */
function page(
  path: string,
  title: string,
  intro: string,
  sections: [string, string][] = [],
  lvl0 = 'Docs',
): PageOutline {
  const entries: PageOutline['entries'] = [{text: intro, parent: -1}];
  for (const [heading, text] of sections) {
    entries.push({depth: 2, text: heading, anchor: heading.toLowerCase().replace(/\W+/g, '-'), parent: -1});
    entries.push({text, parent: entries.length - 1});
  }
  return {
    path,
    lvl0,
    lvl1: title,
    keywords: [],
    language: 'en',
    docusaurusTag: 'docs-default-current',
    version: 'current',
    entries,
  };
}

describe('SearchEngine over split term shards', () => {
  const queries = ['memory', 'memroy', 'streeming', 'strea', 'st', 'mem_session', 'session mem', 'privacy policy'];
  const titles = async (engine: Promise<SearchEngine>, query: string) =>
    (await (await engine).search(parseQuery(query), {length: 100})).matches.map(({record}) => record.objectID);

  it('answers as the unsplit index does: words, typos, the word being typed and two letters of it', async () => {
    const split = memoryEngine('https://apipie.ai', samplePages, {shardSplitBytes: 0});
    for (const query of queries) expect(await titles(split, query), query).toEqual(await titles(opened, query));
  });

  it('fetches only the part of a split shard that a typed word names, and no shard for stop words', async () => {
    const {manifest, files} = buildIndexFiles({siteUrl: 'https://apipie.ai', pages: samplePages, shardSplitBytes: 0});
    const read: string[] = [];
    const engine = await SearchEngine.open({
      manifest,
      read: async (name) => {
        read.push(name);
        return JSON.parse(files.get(name)!) as unknown;
      },
    });
    read.length = 0;
    for (const prefix of ['h', 'ho', 'how', 'how t', 'how to', 'how to m', 'how to me', 'how to mem'])
      await engine.warm(parseQuery(prefix));
    // Stop words fetch nothing; two letters of a split shard's word wait for the third, which names one part.
    expect(read).toEqual([fileNames.shard(splitShardKey('mem'), manifest.hash)]);
  });

  it("shows the same record of each hit without its section, fetching that record's doc chunk only", async () => {
    const {manifest, files} = buildIndexFiles({siteUrl: 'https://apipie.ai', pages: samplePages});
    const chunksRead: string[] = [];
    const engine = await SearchEngine.open({
      manifest,
      read: async (name) => {
        if (name.startsWith('d-')) chunksRead.push(name);
        return JSON.parse(files.get(name)!) as unknown;
      },
    });
    const queries = ['memory', 'memory expire', 'privacy clear', 'information collect', 'strea', 'session mem'];
    for (const query of queries) {
      const whole = await engine.search(parseQuery(query), {length: 100, withSection: true});
      const shown = await engine.search(parseQuery(query), {length: 100});
      expect(
        shown.matches.map(({record}) => record),
        query,
      ).toEqual(whole.matches.map(({record}) => record));
      expect(shown.matches.every((match) => match.section === undefined)).toBe(true);
    }
    // A fresh engine: one doc chunk a hit at most, however many records its section holds.
    const fresh = await SearchEngine.open({
      manifest,
      read: async (name) => {
        if (name.startsWith('d-')) chunksRead.push(name);
        return JSON.parse(files.get(name)!) as unknown;
      },
    });
    chunksRead.length = 0;
    const {matches} = await fresh.search(parseQuery('memory'), {length: 3});
    expect(matches).toHaveLength(3);
    expect(new Set(chunksRead).size).toBeLessThanOrEqual(3);
    chunksRead.length = 0;
    await fresh.search(parseQuery('memory'), {length: 3, withSection: true});
    expect(new Set(chunksRead).size).toBeGreaterThan(0);
  });

  it('fetches no shard for the typos of a word too short to have any', async () => {
    const {manifest, files} = buildIndexFiles({siteUrl: 'https://apipie.ai', pages: samplePages});
    const read: string[] = [];
    const engine = await SearchEngine.open({
      manifest,
      read: async (name) => {
        read.push(name);
        return JSON.parse(files.get(name)!) as unknown;
      },
    });
    const memoryShard = fileNames.shard(shardKey('me'), manifest.hash);
    expect(manifest.shards).toContain(shardKey('me'));
    // Neither word is in the index, and both swap to "me": only the longer one may be a typo of a word there.
    read.length = 0;
    await engine.search(parseQuery('emx'));
    expect(read).not.toContain(memoryShard);
    read.length = 0;
    await engine.search(parseQuery('emxo'));
    expect(read).toContain(memoryShard);
  });
});

describe('SearchEngine synonyms', () => {
  const synonyms = parseSynonyms('recall => memory session\nwipe, clear session\n', 'synonyms.txt');
  const built = buildIndexFiles({siteUrl: 'https://apipie.ai', pages: samplePages, synonyms});
  const open = (files: ReadonlyMap<string, string>, read: string[] = []) =>
    SearchEngine.open({
      manifest: built.manifest,
      read: async (name) => {
        read.push(name);
        return JSON.parse(files.get(name)!) as unknown;
      },
    });

  it("reads a synonym's other phrase from the shard of the word that names it", async () => {
    const read: string[] = [];
    const engine = await open(built.files, read);
    read.length = 0;
    const {matches} = await engine.search(parseQuery('recall'));
    expect(matches.map(({record}) => record.hierarchy.lvl3)).toContain('2.5 Memory sessions');
    // "recall" is on no page: its shard holds the copies of "memory" and "session" alone.
    expect(read.filter((name) => name.startsWith('t-'))).toEqual([
      fileNames.shard(shardKey('recall'), built.manifest.hash),
    ]);
  });

  it("ranks as with the phrase's own shards in hand", async () => {
    // The copies swapped for each term's whole entry from its own shard: what the engine read before copies.
    const entries = new Map<string, unknown[]>();
    for (const [name, text] of built.files)
      if (name.startsWith('t-'))
        for (const entry of JSON.parse(text) as unknown[][])
          if (entry.length === 4) entries.set(entry[0] as string, entry);
    const whole = new Map(
      [...built.files].map(([name, text]) => [
        name,
        name.startsWith('t-')
          ? JSON.stringify(
              (JSON.parse(text) as unknown[][]).map((entry) =>
                entry.length === 5 ? entries.get(entry[0] as string) : entry,
              ),
            )
          : text,
      ]),
    );
    // The index has copies to swap.
    expect([...whole].some(([name, text]) => text !== built.files.get(name))).toBe(true);
    const ranked = async (files: ReadonlyMap<string, string>, query: string) =>
      (await (await open(files)).search(parseQuery(query), {length: 100})).matches.map(
        ({record, score}) => `${record.objectID} ${score}`,
      );
    for (const query of ['recall', 'recall privacy', 'wipe', 'wipe memory', 'clear session', 'memory recall expire'])
      expect(await ranked(built.files, query), query).toEqual(await ranked(whole, query));
  });

  it('waits, while a word typed may still become a stop word, for its next key', async () => {
    const read: string[] = [];
    const engine = await open(built.files, read);
    read.length = 0;
    expect(built.manifest.shards).toContain(shardKey('mo'));
    // "mo" and "mos" may still become "most": the shard they name ("model", "mode") waits; "pr" is fetched.
    for (const prefix of ['m', 'mo', 'mos', 'most', 'most p', 'most pr', 'most pri'])
      await engine.warm(parseQuery(prefix));
    expect(read).toEqual([fileNames.shard(shardKey('pr'), built.manifest.hash)]);
  });
});
