// ESLint rules for what CONTRIBUTING asks of code comments ("Code and commits"): no dated figures,
// which go stale while the benches print current ones; no section references to documents outside
// the repository, which a reader cannot follow; and no line past Prettier's width, which Prettier
// does not wrap in comments.

const DATE = String.raw`\b20\d\d-[01]\d(?:-[0-3]\d)?\b`;
/** A date beside a word that dates a measurement: measured, figures, timed, until, as of. */
const DATED_FIGURE = new RegExp(
  String.raw`\b(?:measured|measurements?|figures?|timed|benchmark(?:ed)?|until|as of)\b[^.;]{0,60}?${DATE}` +
    String.raw`|${DATE}[^.;]{0,20}?\b(?:figures?|measure(?:d|ments?)?)\b`,
  'i',
);
/** A section sign: code comments have no sections to point at, so it names a section of a document elsewhere. */
const SECTION_REFERENCE = /(?:\bspec(?:ification)?\s*)?§\s*[^\s,.;:)']*/i;

/** @param {(text: string) => string | undefined} problemOf */
function commentRule(description, problemOf) {
  return {
    meta: {type: 'suggestion', docs: {description}, schema: []},
    create(context) {
      return {
        Program() {
          for (const comment of context.sourceCode.getAllComments()) {
            const message = problemOf(comment.value);
            if (message) context.report({loc: comment.loc, message});
          }
        },
      };
    },
  };
}

const noDatedFigures = commentRule('Comments carry no dated figures; benches print figures.', (text) => {
  const match = DATED_FIGURE.exec(text);
  return match
    ? `A dated figure in a comment ("${match[0]}"): say why without the figure, and let a bench in ` +
        'bench/ print it (CONTRIBUTING, "Code and commits").'
    : undefined;
});

const noOutsideReferences = commentRule('Comments refer to no document outside the repository.', (text) => {
  const match = SECTION_REFERENCE.exec(text);
  return match
    ? `A reference to a document outside the repository ("${match[0]}"): state the rule itself ` +
        '(CONTRIBUTING, "Code and commits").'
    : undefined;
});

/** Every line a comment is on, at most the given width (Prettier's printWidth) long. */
const maxWidth = {
  meta: {
    type: 'layout',
    docs: {description: "Comment lines stay within Prettier's width."},
    schema: [{type: 'object', properties: {width: {type: 'integer', minimum: 1}}, additionalProperties: false}],
  },
  create(context) {
    const width = context.options[0]?.width ?? 120;
    return {
      Program() {
        const reported = new Set();
        for (const comment of context.sourceCode.getAllComments()) {
          for (let line = comment.loc.start.line; line <= comment.loc.end.line; line++) {
            const length = context.sourceCode.lines[line - 1].length;
            if (length <= width || reported.has(line)) continue;
            reported.add(line);
            context.report({
              loc: {start: {line, column: width}, end: {line, column: length}},
              message: `This comment line is ${length} characters long, over Prettier's width of ${width}: wrap it.`,
            });
          }
        }
      },
    };
  },
};

export default {
  meta: {name: 'comments'},
  rules: {'no-dated-figures': noDatedFigures, 'no-outside-references': noOutsideReferences, 'max-width': maxWidth},
};
