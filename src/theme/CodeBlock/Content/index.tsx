/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content) so
 * that a page from the server neither loads Prism nor tokenizes its code again.
 * Upstream runs Prism on every code block while React hydrates the page, only
 * to rebuild the token spans the server already sent: on an API page, with its
 * many code blocks, a good part of the main thread's script time; and Prism
 * loaded with every page that shows code.
 *
 * Here the first render in the browser takes the server's token markup as the
 * <code> element's HTML, so React adopts it as it is. Code the browser renders
 * itself (a client-side navigation, `npm start`) is tokenized by
 * src/components/HighlightedCode, a lazy chunk; until it arrives the block
 * shows its code as plain text, in the same <pre>. Token colours come from CSS
 * (plugins/code-theme), so the markup is right in either colour mode.
 *
 * A wrapper cannot reach the <code> element's children, hence the eject. The
 * <pre> and <code> elements, their classes and the word-wrap ref are upstream's.
 */
import {forwardRef, lazy, Suspense, useId, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
// Upstream's own CSS module, shared with CodeBlock/Content/Element.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const HighlightedCode = lazy(() => import('@site/src/components/HighlightedCode'));

/** The attribute that lets the browser find the server's markup of this code block while hydrating. */
const HYDRATION_ID_ATTRIBUTE = 'data-code-id';

type ServerMarkup = {code: string; language: string; html: string} | null;

/**
 * The token markup the server rendered for the code block with this id, while
 * the page is hydrating; null on the server and for blocks the browser mounts
 * itself (their React ids never match a server id).
 */
function serverMarkupOf(id: string, code: string, language: string): ServerMarkup {
  if (!ExecutionEnvironment.canUseDOM) return null;
  const element = document.querySelector(`pre[${HYDRATION_ID_ATTRIBUTE}="${CSS.escape(id)}"] > code`);
  return element ? {code, language, html: element.innerHTML} : null;
}

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre
      ref={ref}
      // A scrollable region must be reachable by keyboard (as upstream).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * Where the lazy token lines wait for their chunk. In the browser, a Suspense
 * boundary shows the code as plain text meanwhile. The server renders with no
 * boundary, so the page's render waits for the chunk and the lines are written
 * in place: a boundary there would stream them out of order, as hidden
 * templates moved by inline scripts, even though the server waits for the
 * whole page before sending it.
 */
function TokenizedLines({children, code}: {children: ReactNode; code: string}): ReactNode {
  return ExecutionEnvironment.canUseDOM ? <Suspense fallback={code}>{children}</Suspense> : children;
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const id = useId();
  const [serverMarkup] = useState(() => serverMarkupOf(id, code, language));
  const preProps = {ref: wordWrap.codeBlockRef, [HYDRATION_ID_ATTRIBUTE]: id};
  const adoptsServerMarkup = serverMarkup !== null && serverMarkup.code === code && serverMarkup.language === language;
  return (
    <Pre
      {...preProps}
      // The class and style prism-react-renderer's Highlight gives the <pre>.
      className={clsx(className, `prism-code language-${language.toLowerCase()}`)}
      style={prismTheme.plain}
    >
      {adoptsServerMarkup ? (
        <Code dangerouslySetInnerHTML={{__html: serverMarkup.html}} />
      ) : (
        <Code>
          <TokenizedLines code={code}>
            <HighlightedCode
              code={code}
              language={language}
              lineClassNames={lineClassNames}
              lineNumbersStart={lineNumbersStart}
            />
          </TokenizedLines>
        </Code>
      )}
    </Pre>
  );
}
