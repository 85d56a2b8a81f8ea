/** A fenced code block found in a Markdown or MDX file. */
export type CodeBlock = {
  /** 1-based line of the opening fence. */
  line: number;
  /** First word of the info string, lower-cased; '' when missing. */
  lang: string;
  code: string;
};

const opening = /^(\s*)(`{3,}|~{3,})(.*)$/;

/**
 * Finds fenced code blocks the way CommonMark does: a fence of three or more
 * backticks or tildes opens a block, a fence of the same character and at
 * least the same length closes it. Indentation (lists, JSX) is stripped.
 */
export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const match = opening.exec(lines[i]!);
    if (!match) continue;
    const [, indent = '', fence = '', info = ''] = match;
    if (fence[0] === '`' && info.includes('`')) continue; // inline code, not a fence
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j]!)) {
      const line = lines[j]!;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
      j += 1;
    }
    blocks.push({line: i + 1, lang: (info.trim().split(/\s+/)[0] ?? '').toLowerCase(), code: body.join('\n')});
    i = j;
  }
  return blocks;
}
