/**
 * The docs instance's doc-item component (`docItemComponent` in
 * config/preset.ts). Guides get the stock DocItem; generated API pages
 * export their own page component from their MDX module, so the OpenAPI
 * theme's page code loads with those pages only (Docusaurus copies a
 * content module's named exports onto `props.content`).
 */
import type {ComponentType, ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';
import {API_PAGE_COMPONENT_EXPORT} from '../../apiPageExport';

export default function DocItemSwitch(props: Props): ReactNode {
  const exports = props.content as Props['content'] &
    Partial<Record<typeof API_PAGE_COMPONENT_EXPORT, ComponentType<Props>>>;
  const ApiPage = exports[API_PAGE_COMPONENT_EXPORT];
  return ApiPage ? <ApiPage {...props} /> : <DocItem {...props} />;
}
