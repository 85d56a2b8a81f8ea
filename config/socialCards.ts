import type {SocialCardsOptions} from 'apipie-docs-social-cards/node';
import {pageSection} from '../src/pageMeta/section';
import {site} from './site';

/** Every page's social card: the site's logo and name, and the section rule the structured data uses too. */
export const socialCardsOptions: SocialCardsOptions = {
  cacheDir: 'node_modules/.cache/social-cards',
  logoFile: 'static/img/logo.svg',
  name: site.title,
  sectionOf: pageSection,
};
