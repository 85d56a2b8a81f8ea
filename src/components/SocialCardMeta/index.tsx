import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CARD_HEIGHT, CARD_WIDTH, cardPathOf} from '@site/src/pageMeta/socialCard';

const ALT = 'The APIpie logo above the section and title of this page';

/** og:image and twitter:image of the page's own card, which plugins/social-cards draws after the build. */
export default function SocialCardMeta(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const image = siteConfig.url + cardPathOf(pathname, siteConfig.baseUrl);
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={ALT} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={ALT} />
    </Head>
  );
}
