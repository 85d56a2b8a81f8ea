import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {CopyPageMenu} from 'apipie-docs-markdown-twins/theme';
import DraftNotice from '@site/src/components/DraftNotice';

type Props = WrapperProps<typeof ContentType>;

// Guides and API pages (whose ApiDocItem wraps the stock DocItem) both render
// DocItem/Content, so they get the menu by their title from this one wrapper, and
// a page marked as an unconfirmed draft in its front matter gets the draft notice.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPageMenu />
      <DraftNotice />
      <Content {...props} />
    </>
  );
}
