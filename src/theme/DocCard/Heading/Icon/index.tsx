import type {ReactNode} from 'react';
import Icon from '@theme-original/DocCard/Heading/Icon';
import type IconType from '@theme/DocCard/Heading/Icon';
import type {WrapperProps} from '@docusaurus/types';
import {OMIT_FROM_TWIN_ATTRIBUTE} from 'apipie-docs-markdown-twins';

type Props = WrapperProps<typeof IconType>;

// A card's emoji (📄️, 🗃) only decorates its title: screen readers skip it,
// and Markdown twins and agents' parity checks leave it out.
export default function DocCardHeadingIconWrapper(props: Props): ReactNode {
  return (
    <span aria-hidden="true" {...{[OMIT_FROM_TWIN_ATTRIBUTE]: ''}}>
      <Icon {...props} />
    </span>
  );
}
