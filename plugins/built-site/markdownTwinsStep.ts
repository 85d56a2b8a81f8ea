import {markdownTwinsStep, TwinPageError, type MarkdownTwinsOptions} from 'apipie-docs-markdown-twins/node';
import {buildStep, PageFailure} from './step';

/** The Markdown twins, llms.txt and discovery files, written by the twins package's own step. */
export const markdownTwins = buildStep('markdown-twins', {
  start({context, allContent, props: {outDir, routesPaths, routesBuildMetadata}}, options: MarkdownTwinsOptions) {
    const step = markdownTwinsStep({
      options,
      siteUrl: context.siteConfig.url,
      baseUrl: context.baseUrl,
      outDir,
      routesPaths,
      routesBuildMetadata,
      allContent,
    });
    // Each page is converted beside the pass (on worker threads): a page that fails shows at the finish.
    const fileOf = new Map<string, string>();
    return {
      page: (page) => {
        fileOf.set(page.route, page.file);
        step.page(page);
      },
      async finish() {
        try {
          return {written: await step.finish()};
        } catch (error) {
          if (!(error instanceof TwinPageError)) throw error;
          throw new PageFailure({route: error.route, file: fileOf.get(error.route) ?? error.route}, error.cause);
        }
      },
    };
  },
});
