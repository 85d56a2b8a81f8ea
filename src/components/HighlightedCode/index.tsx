/**
 * A code block's lines as Prism tokens: the tokenizing half of upstream
 * CodeBlock/Content. It is a chunk of its own, which src/theme/CodeBlock/Content
 * loads with React.lazy, so Prism and its extra languages load only when the
 * browser has code to tokenize: after a client-side navigation, or in
 * `npm start`. A page that comes from the server adopts the server's token
 * markup and never loads this chunk.
 */
import type {ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';

// Upstream registers the additional languages from a client module in main.js.
prismIncludeLanguages(Prism);

/** What of a code block's metadata the lines need (the caller, src/theme/CodeBlock/Content, passes its own). */
type Props = {
  code: string;
  language: string;
  /** Extra classes of each line, by its index (highlighted lines). */
  lineClassNames: {[lineIndex: number]: string[]};
  lineNumbersStart: number | undefined;
};

/** The token lines of `code`; the <pre> and <code> around them are the caller's. */
export default function HighlightedCode({code, language, lineClassNames, lineNumbersStart}: Props): ReactNode {
  return (
    <Highlight theme={usePrismTheme()} code={code} language={language}>
      {({tokens: lines, getLineProps, getTokenProps}) =>
        lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))
      }
    </Highlight>
  );
}
