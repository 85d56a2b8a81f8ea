import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import AgentNote from '@site/src/components/AgentNote';

type Props = WrapperProps<typeof LayoutType>;

// Every page gets its Markdown alternate link and the agent note first in its content.
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <AgentNote />
      {children}
    </Layout>
  );
}
