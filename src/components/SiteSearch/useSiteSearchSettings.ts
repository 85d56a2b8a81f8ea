import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isSiteSearchSettings, type SiteSearchSettings} from '@site/src/search/siteSearchSettings';

/** The search settings config/search.ts puts in `customFields.search`. */
export function useSiteSearchSettings(): SiteSearchSettings {
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.['search'];
  if (!isSiteSearchSettings(settings)) {
    throw new Error('customFields.search is missing or malformed; it is set in config/search.ts');
  }
  return settings;
}
