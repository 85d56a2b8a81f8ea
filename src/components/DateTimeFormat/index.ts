import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * A date format in the page's locale and that locale's calendar, as theme-classic formats dates, from
 * the public site context: the ejected blog archive and last-updated line use it instead of
 * theme-common's internal hook of the same name.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {currentLocale, localeConfigs} = useDocusaurusContext().i18n;
  return new Intl.DateTimeFormat(currentLocale, {calendar: localeConfigs[currentLocale]?.calendar, ...options});
}
