import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import StructuredData from '@site/src/components/StructuredData';
import {sectionOf} from '@site/src/pageMeta/section';
import {article, organization, webSite, type Publisher} from '@site/src/pageMeta/structuredData';

type Props = WrapperProps<typeof MetadataType>;

// Both the stock DocItem and the OpenAPI theme's ApiItem render DocItem/Metadata:
// guides get TechArticle data, API operations APIReference, the home page also WebSite and Organization.
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {publisher, apiReferenceModified} = siteConfig.customFields as {publisher: Publisher; apiReferenceModified?: string};
  const ancestors = (useSidebarBreadcrumbs() ?? []).slice(0, -1).map((item) => item.label);
  const isApiOperation = 'api' in frontMatter;
  const lastUpdated = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt).toISOString() : undefined;
  const docsUrl = siteConfig.url + siteConfig.baseUrl;
  const page = {
    title: metadata.title,
    description: metadata.description,
    url: siteConfig.url + metadata.permalink,
    section: sectionOf(ancestors),
    dateModified: lastUpdated ?? (isApiOperation ? apiReferenceModified : undefined),
  };
  const items = [article(isApiOperation ? 'APIReference' : 'TechArticle', page, publisher)];
  const isHome = metadata.permalink === siteConfig.baseUrl;
  return (
    <>
      <Metadata {...props} />
      <StructuredData items={isHome ? [...items, webSite(publisher, docsUrl), organization(publisher)] : items} />
    </>
  );
}
