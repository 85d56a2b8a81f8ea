/**
 * Replaces @docusaurus/theme-classic 3.10.2's BlogPostItem/Footer/ReadMoreLink.
 * Upstream names the link with an aria-label ("Read more about {title}") over
 * the text "Read more", so every excerpt's link reads "Read more" to anything
 * that goes by the link's text: search engines, agents, Lighthouse's
 * descriptive-link-text check (the blog list scored 92 for SEO). Here the text
 * itself says which post, the title part visually hidden, and the accessible
 * name comes from that text. A wrapper cannot change the link's children.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import {visuallyHiddenClass} from '@site/src/components/VisuallyHidden';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>
      <span className={visuallyHiddenClass}> about {blogPostTitle}</span>
    </Link>
  );
}
