import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {AgentNote} from 'apipie-docs-markdown-twins/theme';
import {SocialCardMeta} from 'apipie-docs-social-cards/theme';

type Props = WrapperProps<typeof LayoutType>;

// Every page gets its Markdown alternate link and the agent note first in its content, and its social card.
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <AgentNote />
      <SocialCardMeta />
      {children}
    </Layout>
  );
}
