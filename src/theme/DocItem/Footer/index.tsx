import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import {sectionOf} from '@site/src/pageMeta/section';

type Props = WrapperProps<typeof FooterType>;

// Guides and API pages (ApiDocItem wraps the stock DocItem) both end with DocItem/Footer,
// so they get the feedback question from this one wrapper.
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const ancestors = (useSidebarBreadcrumbs() ?? []).slice(0, -1).map((item) => item.label);
  return (
    <>
      <Footer {...props} />
      <PageFeedback title={metadata.title} section={sectionOf(ancestors)} />
    </>
  );
}
