/** The component a site's Layout wrapper renders on every page: the og:image and twitter:image of its card. */
export {default as SocialCardMeta} from './theme/SocialCardMeta';
