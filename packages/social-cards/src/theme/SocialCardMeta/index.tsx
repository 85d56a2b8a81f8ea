import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CARD_HEIGHT, CARD_WIDTH, cardPathOf} from '../../cards';

/**
 * og:image and twitter:image of the page's own card, which the package's build step draws after the
 * build. The alt text names the site by its title, the name this site draws on its cards.
 */
export default function SocialCardMeta(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const image = siteConfig.url + cardPathOf(pathname, siteConfig.baseUrl);
  const alt = `The ${siteConfig.title} logo above the section and title of this page`;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
