import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NotFoundContentType>;

/**
 * The stock "Page Not Found" text, a tab title that says what happened, and
 * the three ways on: the docs home, search and the API reference.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {searchPagePath} = (siteConfig.themeConfig as AlgoliaThemeConfig).algolia;
  return (
    <>
      <Head>
        <title>{`Page not found · ${siteConfig.title} docs`}</title>
      </Head>
      <NotFoundContent {...props} className={styles.message} />
      <nav aria-label="Where to go from here" className="container margin-bottom--xl">
        <div className="row">
          <ul className="col col--6 col--offset-3">
            <li>
              <Link to="/">Documentation home</Link>
            </li>
            <li>
              <Link to={`/${searchPagePath}`}>Search the docs</Link>
            </li>
            <li>
              <Link to="/api/introduction">API reference</Link>
            </li>
          </ul>
        </div>
      </nav>
    </>
  );
}
