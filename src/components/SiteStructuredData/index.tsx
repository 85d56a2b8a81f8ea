import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import StructuredData from '@site/src/components/StructuredData';
import {webSite, type Publisher} from '@site/src/pageMeta/structuredData';

/** The docs as a WebSite with its SearchAction, on every page (each page then carries structured data). */
export default function SiteStructuredData(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {publisher} = siteConfig.customFields as {publisher: Publisher};
  return <StructuredData items={[webSite(publisher, siteConfig.url + siteConfig.baseUrl)]} />;
}
