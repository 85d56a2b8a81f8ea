/**
 * The page component of the generated API reference: the stock DocItem with
 * an html class of its own. Only generated API pages import it (see
 * DocItemSwitch), so its stylesheet goes with their chunks.
 */
import type {ReactNode} from 'react';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import DocItem, {type Props} from '@theme/DocItem';
import {API_PAGE_CLASS} from './apiPageClass';

export default function ApiDocItem(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={API_PAGE_CLASS}>
      <DocItem {...props} />
    </HtmlClassNameProvider>
  );
}
