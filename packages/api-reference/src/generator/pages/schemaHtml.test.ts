import {describe, expect, it} from 'vitest';
import {parametersHtml, schemaHtml} from './schemaHtml';
import type {Schema} from './schema';

const message: Schema = {
  type: 'object',
  description: 'One message.',
  required: ['role'],
  properties: {
    role: {type: 'string', enum: ['system', 'user']},
    content: {
      description: 'Text or parts.',
      oneOf: [
        {type: 'string'},
        {
          type: 'array',
          items: {
            title: 'TextPart',
            type: 'object',
            required: ['text'],
            properties: {text: {type: 'string', description: 'The `text`.'}},
          },
        },
      ],
    },
  },
};

const request: Schema = {
  type: 'object',
  description: 'A chat request, see [the guide](/docs/Features/Completions).',
  required: ['model', 'messages'],
  properties: {
    model: {type: 'string', examples: ['gpt-4o-mini']},
    messages: {type: 'array', minItems: 1, items: message},
    max_tokens: {type: ['integer', 'null'], minimum: 1, default: 200},
    metadata: {type: 'object', additionalProperties: {type: 'string'}},
  },
};

describe('schemaHtml', () => {
  const html = schemaHtml(request);

  it('lists every top-level field with its type, and marks the required ones', () => {
    expect(html).toMatch(
      /<code class="api-field__name">model<\/code> <span class="api-field__type">string<\/span> <span class="api-field__flag api-field__flag--required">required<\/span>/,
    );
    expect(html).toContain('<span class="api-field__type">integer | null</span>');
    expect(html).toContain('<span class="api-field__type">array of object</span>');
    expect(html).not.toMatch(
      /max_tokens<\/code> <span class="api-field__type">[^<]*<\/span> <span class="api-field__flag/,
    );
  });

  it('states constraints, defaults, enums and examples as text', () => {
    expect(html).toContain('Minimum: <code>1</code>');
    expect(html).toContain('Default: <code>200</code>');
    expect(html).toContain('Possible values: <code>system</code>, <code>user</code>');
    expect(html).toContain('Example: <code>gpt-4o-mini</code>');
    expect(html).toContain('Minimum items: <code>1</code>');
  });

  it('folds nested fields and alternatives in native details elements', () => {
    expect(html).toContain('<details class="api-field__children"><summary>Each item: 2 fields</summary>');
    expect(html).toContain('<summary>One of 2 shapes</summary>');
    expect(html).toContain('<span class="api-field__type">string | array of TextPart</span>');
    expect(html).toContain('<ol class="api-variants">');
    expect(html).toContain('<span class="api-field__type">map of string</span>');
    expect(html).toContain('<code class="api-field__name">text</code>');
    // No script, no form control: the tree works with JavaScript off.
    expect(html).not.toMatch(/<(script|button|input)\b/);
  });

  it('renders descriptions as Markdown', () => {
    expect(html).toContain('<a href="/docs/Features/Completions">the guide</a>');
    expect(html).toContain('The <code>text</code>.');
  });

  it('stops at a schema that contains itself', () => {
    const node: Schema = {type: 'object', title: 'Node', properties: {name: {type: 'string'}}};
    node.properties!.children = {type: 'array', items: node};
    const tree = schemaHtml(node);
    expect(tree).toContain('Same shape as the enclosing Node.');
  });

  it('renders a body that is not an object as one value', () => {
    expect(schemaHtml({type: 'string', format: 'binary', description: 'The audio.'})).toMatch(
      /<code class="api-field__name">body<\/code> <span class="api-field__type">string \(binary\)<\/span>/,
    );
  });
});

describe('unverified parts (x-apipie-unverified)', () => {
  const note = (reason: string) =>
    `<div class="api-unverified" role="note"><p><strong>Unverified:</strong> ${reason}</p></div>`;

  it('flag the field and give the reason under its description', () => {
    const html = schemaHtml({
      type: 'object',
      properties: {
        locked: {type: 'boolean', description: 'Locked.', 'x-apipie-unverified': 'No source says `locked`.'},
      },
    });
    expect(html).toContain(
      '<span class="api-field__type">boolean</span> <span class="api-field__flag api-field__flag--unverified">unverified</span>',
    );
    expect(html).toContain(`<p>Locked.</p></div>${note('No source says <code>locked</code>.')}`);
  });

  it('put the reason first on a whole body, and on a marked parameter', () => {
    const body = schemaHtml({type: 'object', 'x-apipie-unverified': 'Shape unsourced.', properties: {a: {}}});
    expect(body.startsWith(`<div class="api-schema">${note('Shape unsourced.')}`)).toBe(true);
    const params = parametersHtml([{name: 'user', in: 'query', 'x-apipie-unverified': 'Unsourced.'}]);
    expect(params).toContain(note('Unsourced.'));
  });

  it('leave unmarked parts without a note', () => {
    expect(schemaHtml(request)).not.toContain('unverified');
  });
});

describe('parametersHtml', () => {
  it('lists parameters with their own description over the schema one', () => {
    const html = parametersHtml([
      {
        name: 'type',
        in: 'query',
        description: 'Model type.',
        schema: {type: 'string', description: 'unused', enum: ['llm']},
      },
    ]);
    expect(html).toContain('<code class="api-field__name">type</code>');
    expect(html).toContain('<p>Model type.</p>');
    expect(html).not.toContain('unused');
    expect(html).not.toContain('required');
  });
});

describe('schemaHtml and the minifier', () => {
  it('ends no list item with a <p>, whose omitted </p> would nest the next item inside it', () => {
    const html = schemaHtml(request);
    expect(html).not.toMatch(/<\/p><\/li>/);
  });
});
