import {parse as parseCommas} from 'comma-separated-tokens';
import type {Element, ElementContent, Properties, Root, RootContent} from 'hast';
import {h, s} from 'hastscript';
import {Parser} from 'htmlparser2';
import {find, html as htmlSchema, normalize} from 'property-information';
import {parse as parseSpaces} from 'space-separated-tokens';

/** A whole page, or a part of one (parsed as parse5 parses a fragment). */
export type TreeKind = 'document' | 'fragment';

type Open = {name: string; attributes: Record<string, string>; children: RootContent[]; svg: boolean; stripLf: boolean};

const TABLE_CHILDREN = new Map<string, ReadonlySet<string>>(
  Object.entries({
    table: new Set(['caption', 'colgroup', 'thead', 'tbody', 'tfoot', 'script', 'style']),
    thead: new Set(['tr', 'script', 'style']),
    tbody: new Set(['tr', 'script', 'style']),
    tfoot: new Set(['tr', 'script', 'style']),
    tr: new Set(['td', 'th', 'script', 'style']),
    colgroup: new Set(['col']),
    select: new Set(['option', 'optgroup', 'hr', 'script']),
    optgroup: new Set(['option', 'script']),
  }),
);
const HEAD_CHILDREN = new Set(['meta', 'link', 'title', 'style', 'script', 'noscript', 'base']);
const HEAD_NOSCRIPT_CHILDREN = new Set(['meta', 'link', 'style']);
/** Elements parse5 reads otherwise than htmlparser2 (raw text, renamed, or rebuilt). */
const GIVE_UP = new Set([
  'template',
  'image',
  'isindex',
  'frameset',
  'frame',
  'plaintext',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'listing',
  'html',
  'head',
  'body',
]);
/** Elements that may not hold another of their kind: parse5 closes or drops the outer or the inner one. */
const NOT_NESTED = new Set(['a', 'form', 'button', 'nobr']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements whose first newline parse5 drops. */
const LEADING_LF = new Set(['pre', 'textarea']);
const WHITESPACE = /^[\t\n\f\r ]*$/;
const DOCTYPE = /^!doctype html$/i;

type Frame = 'start' | 'doctype' | 'html' | 'head' | 'between' | 'body' | 'after';

class GiveUp extends Error {}

function giveUp(): never {
  throw new GiveUp();
}

/**
 * htmlparser2 tokenizes a page several times as fast as parse5 and builds no tree of its own, but it
 * does not apply the HTML standard's tree construction: where a browser closes, moves or adds
 * elements (a `<p>` closed by a `<div>`, text moved out of a table, a `<tbody>` added, a nested `<a>`),
 * it keeps the markup as written. A page React rendered, with every end tag kept (config/future.ts),
 * needs none of that. This builds the hast parse5 and hast-util-from-parse5 would, and gives up
 * (returns null) on the first sign that the standard's rules would change the tree; the caller then
 * parses with parse5. What it gives up on:
 * - any element closed or opened by implication (an end tag left out or misplaced, `</p>` alone);
 * - markup the standard moves or rewrites: text or other elements directly in a table's rows and
 *   sections, an `<a>` in an `<a>`, a form in a form, a heading in a heading, elements in a select,
 *   `<image>`, `<template>`, and the elements whose text the two parsers read differently;
 * - in a document: anything but a `<!DOCTYPE html>`, then `<html>` holding `<head>` and `<body>`,
 *   with only head elements in the head; text, comments or elements elsewhere outside the body;
 * - carriage returns, NUL characters and a byte order mark, which parse5 rewrites.
 */
export function fastTree(html: string, kind: TreeKind): Root | null {
  if (/[\r\0\uFEFF]/.test(html)) return null;
  try {
    return build(html, kind);
  } catch (error) {
    if (error instanceof GiveUp) return null;
    throw error;
  }
}

/**
 * `value` as a string of its own. htmlparser2 slices text and attribute values out of the page, and V8
 * keeps the whole of a slice's source alive as long as the slice: a step that kept a heading's id or a
 * paragraph's text kept the page it came from, and so every page of the site, to the end of the build.
 * Joined to a character and sliced again, the value is copied, and a slice of that copy holds the copy
 * alone.
 */
const own = (value: string) => (' ' + value).slice(1);

function appendText(children: RootContent[], value: string): void {
  const last = children[children.length - 1];
  if (last?.type === 'text') last.value += value;
  else children.push({type: 'text', value});
}

/**
 * Builds the tree. In a document, the doctype, `<html>`, `<head>` and `<body>` must come in that order,
 * with whitespace between them, which parse5 drops before `<head>`, keeps in `<html>` between the head
 * and the body, and moves into the body after it.
 */
function build(html: string, kind: TreeKind): Root {
  const document = kind === 'document';
  const top: Open = {name: '#root', attributes: {}, children: [], svg: false, stripLf: false};
  const stack: Open[] = [top];
  let current = top;
  let lastOpened: Open | null = null;
  /**
   * Where the document is (its doctype read, then each of html, head and body opened or closed), and
   * its body once closed; an object, as the parser's callbacks change them.
   */
  const at: {frame: Frame; body: Element | null} = {frame: 'start', body: null};
  const inHead = () => document && stack[2]?.name === 'head';
  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        if (!document || at.frame !== 'start' || name.toLowerCase() !== '!doctype' || !DOCTYPE.test(data)) giveUp();
        at.frame = 'doctype';
        current.children.push({type: 'doctype'});
      },
      onopentag(name, attributes, implied) {
        if (implied) giveUp();
        const lower = current.svg ? name : name.toLowerCase();
        if (document && stack.length <= 2) {
          const next =
            at.frame === 'doctype' ? 'html' : at.frame === 'html' ? 'head' : at.frame === 'between' ? 'body' : null;
          if (next === null || lower !== next) giveUp();
          at.frame = next;
        } else if (!current.svg) {
          if (GIVE_UP.has(lower)) giveUp();
          if (inHead()) {
            if (stack.length === 3 && !HEAD_CHILDREN.has(lower)) giveUp();
            if (stack.length > 3 && current.name === 'noscript' && !HEAD_NOSCRIPT_CHILDREN.has(lower)) giveUp();
          }
          const allowed = TABLE_CHILDREN.get(current.name);
          if (allowed && !allowed.has(lower)) giveUp();
          if (NOT_NESTED.has(lower) && stack.some((open) => open.name === lower)) giveUp();
          if (HEADINGS.has(lower) && HEADINGS.has(current.name)) giveUp();
        }
        current.stripLf = false;
        const svg = current.svg ? current.name !== 'foreignObject' : lower === 'svg' || lower === 'math';
        const open: Open = {name: lower, attributes, children: [], svg, stripLf: LEADING_LF.has(lower)};
        stack.push(open);
        current = open;
        lastOpened = open;
      },
      ontext(value) {
        if (current.stripLf) {
          current.stripLf = false;
          if (value.startsWith('\n')) value = value.slice(1);
          if (!value) return;
        }
        const blank = WHITESPACE.test(value);
        if (TABLE_CHILDREN.get(current.name) && !blank) giveUp();
        value = own(value);
        if (document && (stack.length <= 2 || (inHead() && stack.length === 3))) {
          if (!blank) giveUp();
          // Before <html> and <head>: dropped. After the body: into the body.
          if (at.frame === 'start' || at.frame === 'doctype' || at.frame === 'html') return;
          if (at.frame === 'after') {
            if (!at.body) giveUp();
            return appendText(at.body.children, value);
          }
        }
        appendText(current.children, value);
      },
      oncomment(value) {
        // htmlparser2 reads CDATA as a comment; parse5 reads it as text in SVG and MathML.
        if (TABLE_CHILDREN.get(current.name) || (document && stack.length <= 2) || value.startsWith('[CDATA['))
          giveUp();
        current.stripLf = false;
        current.children.push({type: 'comment', value: own(value)});
      },
      oncdatastart() {
        giveUp();
      },
      onclosetag(name, implied) {
        const open = current;
        // Implied: a void element (no end tag in HTML), a self-closed one in SVG or MathML, or a tag left open.
        if (implied && !isVoid(open) && !(open.svg && open === lastOpened && selfClosed(html, parser.endIndex)))
          giveUp();
        stack.pop();
        current = stack[stack.length - 1]!;
        if (document && stack.length <= 2) at.frame = open.name === 'head' ? 'between' : 'after';
        const children = open.children as ElementContent[];
        for (const name of Object.keys(open.attributes)) open.attributes[name] = own(open.attributes[name]!);
        const element = open.svg
          ? s(open.name, open.attributes, children)
          : htmlElement(open.name, open.attributes, children);
        if (document && stack.length === 2 && open.name === 'body') at.body = element;
        current.children.push(element);
        lastOpened = null;
      },
    },
    {decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: true, recognizeSelfClosing: false},
  );
  parser.write(html);
  parser.end();
  if (stack.length !== 1 || (document && (at.frame !== 'after' || !at.body))) giveUp();
  return {type: 'root', children: top.children, data: {quirksMode: false}};
}

type Info = ReturnType<typeof find>;
const infos = new Map<string, Info>();

/**
 * An HTML element as hastscript's `h` builds it from a tag name and attributes (what
 * hast-util-from-parse5 calls), without parsing the tag name as a selector, and with each
 * attribute's property information looked up once.
 */
function htmlElement(tagName: string, attributes: Record<string, string>, children: ElementContent[]): Element {
  // A name `h` would read as a selector (`a.b`, `a#b`) gets `h` itself.
  if (tagName.includes('.') || tagName.includes('#')) return h(tagName, attributes, children);
  const properties: Properties = {};
  for (const name of Object.keys(attributes)) {
    let info = infos.get(name);
    if (!info) infos.set(name, (info = find(htmlSchema, name)));
    const value = propertyValue(info, attributes[name]!);
    const classes = properties.className;
    properties[info.property] =
      info.property === 'className' && Array.isArray(classes) ? [...classes, ...(value as string[])] : value;
  }
  return {type: 'element', tagName, properties, children};
}

/** An attribute's value as hastscript's `h` gives it its property. */
function propertyValue(info: Info, value: string): Properties[string] {
  if (info.spaceSeparated) return listValue(info, parseSpaces(value));
  if (info.commaSeparated) return listValue(info, parseCommas(value));
  if (info.commaOrSpaceSeparated) return listValue(info, parseSpaces(parseCommas(value).join(' ')));
  return primitive(info, value);
}

/** No list-valued attribute is a boolean one: an item is a string or a number. */
function listValue(info: Info, list: string[]): (string | number)[] {
  const values: (string | number)[] = [];
  for (const item of list) values.push(primitive(info, item) as string | number);
  return values;
}

function primitive(info: Info, value: string): string | number | boolean {
  if (info.number && value && !Number.isNaN(Number(value))) return Number(value);
  if ((info.boolean || info.overloadedBoolean) && (value === '' || normalize(value) === normalize(info.property)))
    return true;
  return value;
}

const VOID = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

function isVoid(open: Open): boolean {
  return !open.svg && VOID.has(open.name) && open.children.length === 0;
}

function selfClosed(html: string, endIndex: number): boolean {
  return html.charCodeAt(endIndex) === 62 && html.charCodeAt(endIndex - 1) === 47;
}
