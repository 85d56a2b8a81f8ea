/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/BlogSidebar/Content) so
 * that a year in the blog sidebar is not a heading. The sidebar comes before
 * the post in the page, so upstream's <h3> year was the page's first heading,
 * ahead of the post's <h1>. The year now labels its group (role="group", as
 * upstream) and looks as the <h3> did. The heading is written inside the
 * component, out of a wrapper's reach; the sidebar's `groupByYear` option
 * would drop the years altogether. The rest is upstream's.
 */
import {memo, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';
import styles from './styles.module.css';

function BlogSidebarYearGroup({
  year,
  yearGroupHeadingClassName,
  children,
}: {
  year: string;
  yearGroupHeadingClassName?: string;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} className={clsx(styles.year, yearGroupHeadingClassName)}>
        {year}
      </div>
      {children}
    </div>
  );
}

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  if (themeConfig.blog.sidebar.groupByYear) {
    const itemsByYear = groupBlogSidebarItemsByYear(items);
    return (
      <>
        {itemsByYear.map(([year, yearItems]) => (
          <BlogSidebarYearGroup key={year} year={year} yearGroupHeadingClassName={yearGroupHeadingClassName}>
            <ListComponent items={yearItems} />
          </BlogSidebarYearGroup>
        ))}
      </>
    );
  } else {
    return <ListComponent items={items} />;
  }
}

export default memo(BlogSidebarContent);
