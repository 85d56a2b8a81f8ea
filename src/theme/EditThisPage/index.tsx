import type {ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import {OMIT_FROM_TWIN_ATTRIBUTE} from 'apipie-docs-markdown-twins';

type Props = WrapperProps<typeof EditThisPageType>;

// "Edit this page" opens the source file for a person with a browser: Markdown
// twins and agents' parity checks leave it out (docs pages and posts alike).
export default function EditThisPageWrapper(props: Props): ReactNode {
  return (
    <span {...{[OMIT_FROM_TWIN_ATTRIBUTE]: ''}}>
      <EditThisPage {...props} />
    </span>
  );
}
