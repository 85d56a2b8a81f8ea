/**
 * Groups the blog sidebar's posts by year, with a year that is not a heading. The sidebar comes
 * before the post in the page, so the stock group's <h3> year was the page's first heading, ahead
 * of the post's <h1>. The stock grouping is off (`blog.sidebar.groupByYear` in config/theme.ts), and
 * this wrapper renders the stock content once per year, inside a group the year labels and that
 * looks as the <h3> did.
 */
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/BlogSidebar/Content';
import type ContentType from '@theme/BlogSidebar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

function YearGroup({year, className, children}: {year: string; className?: string; children: ReactNode}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} className={clsx(styles.year, className)}>
        {year}
      </div>
      {children}
    </div>
  );
}

export default function BlogSidebarContentWrapper(props: Props): ReactNode {
  return groupBlogSidebarItemsByYear(props.items).map(([year, items]) => (
    <YearGroup key={year} year={year} className={props.yearGroupHeadingClassName}>
      <Content {...props} items={items} />
    </YearGroup>
  ));
}
