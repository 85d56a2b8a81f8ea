/**
 * What the site tells its search UI through `customFields.search`: which
 * engine answers, and the options the DocSearch modal takes beyond
 * `themeConfig.algolia`. Plain JSON, since customFields are serialized.
 */
export type SiteSearchSettings = LocalSearchSettings | HostedSearchSettings;

type CommonSettings = {
  indexName: string;
  /** New-issue URL offered on the no-results screen ("Let us know."); null hides the offer. */
  missingResultsIssueUrl: string | null;
};

export type LocalSearchSettings = CommonSettings & {
  mode: 'local';
  /** Manifest of the local index, relative to the site's base URL. */
  manifestPath: string;
  /** The engine credited in the modal's "Search by" link. */
  credit: SearchEngineCredit;
};

/**
 * The engine the modal's "Search by" credit names in place of Algolia (theme/SearchBar/EngineCredit),
 * and where to read about it when the build knows its repository.
 */
export type SearchEngineCredit = {name: string; url: string | undefined};

export type HostedSearchSettings = CommonSettings & {
  mode: 'hosted';
  /** Sends Algolia Insights view and click events (loads the insights script). */
  insights: boolean;
};

export function isSiteSearchSettings(value: unknown): value is SiteSearchSettings {
  const settings = value as Partial<SiteSearchSettings> | undefined;
  return (
    typeof settings?.indexName === 'string' &&
    (settings.mode === 'local' ? typeof settings.manifestPath === 'string' : settings?.mode === 'hosted')
  );
}

/** The settings config/search.ts puts in `customFields.search`; throws when they are missing or malformed. */
export function readSiteSearchSettings(customFields: Record<string, unknown> | undefined): SiteSearchSettings {
  const settings = customFields?.['search'];
  if (!isSiteSearchSettings(settings)) {
    throw new Error('customFields.search is missing or malformed; it is set in config/search.ts');
  }
  return settings;
}
