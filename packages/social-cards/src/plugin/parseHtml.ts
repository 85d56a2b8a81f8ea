import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';

/** A built page read outside the build (the bench, tests), parsed as browsers parse it, as a build hands it on. */
export function parseHtml(html: string): Root {
  return fromParse5(parse(html, {scriptingEnabled: false})) as Root;
}
