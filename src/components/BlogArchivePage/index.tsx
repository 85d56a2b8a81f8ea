/**
 * The blogs' archive page, set by the blog plugin's `blogArchiveComponent` option (config/blog.ts)
 * in place of the theme's. The theme's page has two accessibility faults in its markup: the year
 * headings jump from h1 to h3 (axe "heading-order"), and its hero is a top-level <header>, a second
 * banner landmark beside the announcement bar (axe "landmark-no-duplicate-banner"). Here the years
 * are h2, the hero is a plain block inside <main>, and the subtitle says what the page lists.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@site/src/components/DateTimeFormat';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

type YearProp = {year: string; posts: ArchiveBlogPost[]};

function Year({year, posts}: YearProp): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0]!;
    postsByYear.set(year, [...(postsByYear.get(year) ?? []), post]);
  }
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = 'Archive';
  const description = 'Every post, grouped by year, newest first.';
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </div>
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map((props) => (
                  <div key={props.year} className="col col--4 margin-vert--lg">
                    <Year {...props} />
                  </div>
                ))}
              </div>
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
