import type {PluginConfig} from '@docusaurus/types';
import socialCardsPlugin from '../plugins/social-cards';

/** The build step that draws a 1200×630 card for every page (plugins/social-cards). */
export const socialCards: PluginConfig = socialCardsPlugin;
