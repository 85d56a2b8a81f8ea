import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import StructuredData from '@site/src/components/StructuredData';
import {sectionOf} from '@site/src/pageMeta/section';
import {article} from '@site/src/pageMeta/structuredData';
import {API_OPERATION_FIELD} from 'apipie-docs-api-reference';

type Props = WrapperProps<typeof MetadataType>;

// Guides and API pages (ApiDocItem wraps the stock DocItem) both render DocItem/Metadata:
// guides get TechArticle data, API operations APIReference (WebSite and Organization are
// static tags in every page's head: config/pageMeta.ts).
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {apiReferenceModified} = siteConfig.customFields as {apiReferenceModified?: string};
  const ancestors = (useSidebarBreadcrumbs() ?? []).slice(0, -1).map((item) => item.label);
  const isApiOperation = API_OPERATION_FIELD in frontMatter;
  // Generated API pages are not tracked by git: they carry the date of the OpenAPI description.
  const isGenerated = metadata.source.startsWith('@site/docs/api/');
  const lastUpdated = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt).toISOString() : undefined;
  const page = {
    title: metadata.title,
    description: metadata.description,
    // Folder index docs have a trailing-slash permalink; the page's address follows the site's trailingSlash.
    url: siteConfig.url + applyTrailingSlash(metadata.permalink, siteConfig),
    section: sectionOf(ancestors),
    dateModified: lastUpdated ?? (isGenerated ? apiReferenceModified : undefined),
  };
  // The publisher by name and address (site title and URL); its full Organization data is in the head.
  const data = article(isApiOperation ? 'APIReference' : 'TechArticle', page, {
    name: siteConfig.title,
    url: siteConfig.url,
  });
  return (
    <>
      <Metadata {...props} />
      <StructuredData items={[data]} />
    </>
  );
}
