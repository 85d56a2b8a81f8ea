import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

/**
 * What a third-party tool needs to use the Inline CLI and state settings. One text for every
 * Integrations page, so no page promises these features to a tool that cannot send the fields.
 */
export default function ToolFeatureNote({tool}: {tool: string}): ReactNode {
  return (
    <ul>
      <li>
        <strong>
          <Link to="/docs/Features/Inlinecli">Inline CLI</Link>
        </strong>{' '}
        commands, such as <code>:search</code>, travel inside the message text, but APIpie acts on them only when the
        request turns them on with the <code>inline_cli</code> field. Commands that start with <code>set</code> are
        saved for the request&apos;s <code>user</code> only.
      </li>
      <li>
        <strong>
          <Link to="/docs/Features/State">State settings</Link>
        </strong>{' '}
        are stored on APIpie&apos;s side, but apply only to requests that send the same <code>user</code> value they
        were saved for.
      </li>
      <li>
        Check whether {tool} lets you add request fields or a <code>user</code> value. If it does not, neither feature
        reaches its requests.
      </li>
    </ul>
  );
}
