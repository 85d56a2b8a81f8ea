/**
 * Gives a blog's list pages an h1 (the blog's title) and its description above the posts
 * (src/components/BlogListHeader), and names each page after the first by its number.
 */
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {BlogListHeadingProvider} from '@site/src/components/BlogListHeader';

type Props = WrapperProps<typeof BlogListPageType>;

function useListTitle({metadata}: Props): string {
  const {siteConfig} = useDocusaurusContext();
  const title = metadata.permalink === '/' ? siteConfig.title : metadata.blogTitle;
  return metadata.page > 1 ? `${title}: page ${metadata.page}` : title;
}

export default function BlogListPageWrapper(props: Props): ReactNode {
  const title = useListTitle(props);
  return (
    <BlogListHeadingProvider value={{title, description: props.metadata.blogDescription}}>
      <BlogListPage {...props} />
      {/* After the stock page's metadata, so its title wins. */}
      {props.metadata.page > 1 && <PageMetadata title={title} />}
    </BlogListHeadingProvider>
  );
}
