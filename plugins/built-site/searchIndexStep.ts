import {indexablePages, searchIndexStep, type SearchIndexOptions} from 'apipie-docs-search/node';
import {buildStep} from './step';

/** The search index, written from the built pages by the search package's own step, with the plugin's options. */
export const searchIndex = buildStep('search-index', {
  start({context, props, allContent}, options: SearchIndexOptions) {
    const step = searchIndexStep({
      options,
      siteDir: context.siteDir,
      baseUrl: context.baseUrl,
      outDir: props.outDir,
      pages: indexablePages(allContent, options.docsLvl0, options.language),
    });
    return {page: step.page, finish: async () => void (await step.finish())};
  },
});
