import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {hasTwin, LLMS_TXT_FILE, twinUrlOf} from '../../urls';
import {visuallyHiddenClass} from '../VisuallyHidden';

type Route = {path: string; routes?: Route[]};

/**
 * Whether a page route answers this path. Unknown paths render the not-found
 * page inside the docs' parent route, and the 404 page is prerendered at
 * another path, so this is what keeps server and browser output the same there.
 */
function isPageRoute(list: readonly Route[], pathname: string): boolean {
  return list.some((route) =>
    route.routes
      ? isPageRoute(route.routes, pathname)
      : route.path !== '*' && matchPath(pathname, {path: route.path, exact: true}) !== null,
  );
}

/**
 * Tells agents where the Markdown versions are: a `rel="alternate"` link in
 * the head, beside a `rel="describedby"` link to llms.txt, and a note at the top of the content, rendered at build
 * time.
 * The note is visually hidden and `aria-hidden`: screen reader users reach
 * the same Markdown through the Copy page menu, so they would hear it twice.
 * It holds no links, so nothing hidden can take focus.
 */
export default function AgentNote(): ReactNode {
  const {pathname} = useLocation();
  const llmsTxt = useBaseUrl(`/${LLMS_TXT_FILE}`);
  if (!hasTwin(pathname) || !isPageRoute(routes as Route[], pathname)) return null;
  const twin = twinUrlOf(pathname);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
        <link rel="describedby" href={llmsTxt} />
      </Head>
      <div className={visuallyHiddenClass} aria-hidden="true" data-agent-note="">
        {`Note for AI agents: the index of this documentation is at ${llmsTxt}, and this page is available as Markdown at ${twin}.`}
      </div>
    </>
  );
}
