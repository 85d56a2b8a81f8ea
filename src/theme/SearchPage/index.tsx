import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useSiteSearchSettings} from '@site/src/components/SiteSearch/useSiteSearchSettings';
import './styles.css';

/**
 * The theme's search page, unchanged: in local mode its `algoliasearch/lite`
 * client is the local one (aliased by the search-index plugin). Local mode
 * only hides its "Powered by Algolia" credit, since Algolia does not answer.
 */
export default function SearchPageWrapper(): ReactNode {
  const settings = useSiteSearchSettings();
  if (settings.mode !== 'local') return <SearchPage />;
  return (
    <HtmlClassNameProvider className="search-page--local-engine">
      <SearchPage />
    </HtmlClassNameProvider>
  );
}
