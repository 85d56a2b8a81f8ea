/**
 * The heading of a blog's list pages. The stock list page has none, and its posts sit inside
 * BlogLayout, out of reach of a wrapper around the page: the page's wrapper
 * (src/theme/BlogListPage) provides the title and description, and the wrapper of the post list
 * (src/theme/BlogPostItems) renders them above the posts. Tag and author pages list posts too,
 * under headings of their own, and provide nothing.
 */
import {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';

type BlogListHeading = {title: string; description: string};

const BlogListHeadingContext = createContext<BlogListHeading | null>(null);

export function BlogListHeadingProvider({value, children}: {value: BlogListHeading; children: ReactNode}): ReactNode {
  return <BlogListHeadingContext.Provider value={value}>{children}</BlogListHeadingContext.Provider>;
}

/** The list page's h1 and description, or nothing outside a list page. */
export default function BlogListHeader(): ReactNode {
  const heading = useContext(BlogListHeadingContext);
  if (!heading) return null;
  return (
    <header className="margin-bottom--xl">
      <Heading as="h1">{heading.title}</Heading>
      <p>{heading.description}</p>
    </header>
  );
}
