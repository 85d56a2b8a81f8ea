/**
 * The page component of the generated API reference: the OpenAPI theme's
 * ApiItem (its request store, pako, schema context) and the theme's styles.
 * Only generated API pages import it (config/openapiPages.ts), so its code
 * and CSS arrive with those pages' chunks and nowhere else.
 */
import type {ReactNode} from 'react';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import ApiItem from '@theme/ApiItem';
import type {Props} from '@theme/DocItem';
import {API_PAGE_CLASS} from './apiPageClass';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

export default function ApiDocItem(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={API_PAGE_CLASS}>
      <ApiItem {...props} />
    </HtmlClassNameProvider>
  );
}
