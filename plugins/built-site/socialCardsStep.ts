import {socialCardsStep, type SocialCardsOptions} from 'apipie-docs-social-cards/node';
import {buildStep} from './step';

/** Every page's social card, drawn into the build by the social cards package's own step. */
export const socialCards = buildStep('social-cards', {
  start({context, props: {outDir}}, options: SocialCardsOptions) {
    const {siteDir, siteConfig, baseUrl} = context;
    const step = socialCardsStep({
      options,
      siteDir,
      outDir,
      siteUrl: siteConfig.url,
      baseUrl,
      siteTitle: siteConfig.title,
    });
    return {page: step.page, finish: async () => void (await step.finish())};
  },
});
