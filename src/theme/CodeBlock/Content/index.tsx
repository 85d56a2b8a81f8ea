/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content) to
 * hydrate a code block without tokenizing it again. Upstream runs Prism on
 * every code block while React hydrates the page, only to rebuild the token
 * spans the server already sent: on an API page with 14 code blocks that was
 * about a quarter of the main thread's script time. Here the first render in
 * the browser takes the server's token markup as the <code> element's HTML, so
 * React adopts it as it is; renders after that (new code, a client-side
 * navigation) tokenize as upstream does. Token colours come from CSS
 * (plugins/code-theme), so that markup is right in either colour mode.
 *
 * A wrapper cannot reach the <code> element's children, hence the eject. The
 * <pre> and <code> elements, their classes and the word-wrap ref are upstream's.
 */
import {forwardRef, useId, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
// Upstream's own CSS module, shared with CodeBlock/Content/Element.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** The attribute that lets the browser find the server's markup of this code block while hydrating. */
const HYDRATION_ID_ATTRIBUTE = 'data-code-id';

type ServerMarkup = {code: string; language: string; html: string} | null;

/**
 * The token markup the server rendered for the code block with this id, while
 * the page is hydrating; null on the server and for blocks the browser mounts
 * itself (their React ids never match a server id).
 */
function serverMarkupOf(id: string, code: string, language: string): ServerMarkup {
  if (typeof document === 'undefined') return null;
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

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const id = useId();
  const [serverMarkup] = useState(() => serverMarkupOf(id, code, language));
  const preProps = {ref: wordWrap.codeBlockRef, [HYDRATION_ID_ATTRIBUTE]: id};
  if (serverMarkup && serverMarkup.code === code && serverMarkup.language === language) {
    return (
      // The class and style prism-react-renderer's Highlight gives the <pre>.
      <Pre
        {...preProps}
        className={clsx(classNameProp, `prism-code language-${language.toLowerCase()}`)}
        style={prismTheme.plain}
      >
        <Code dangerouslySetInnerHTML={{__html: serverMarkup.html}} />
      </Pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre {...preProps} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
