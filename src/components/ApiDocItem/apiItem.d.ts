// docusaurus-theme-openapi-docs 5.2 declares no types for its ApiItem theme component.
declare module '@theme/ApiItem' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}
