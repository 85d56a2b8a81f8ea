import {markdownTwinsStep, type MarkdownTwinsOptions} from 'apipie-docs-markdown-twins/node';
import {buildStep} from './step';

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
    return {page: step.page, finish: step.finish};
  },
});
