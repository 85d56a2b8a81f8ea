/**
 * The site publishes no prices (the model list's prices change, and the sources' units disagree).
 * A price here is a number in a field that states a rate: the model list's price fields, a cost per
 * unit, or a call's `cost` with no token counts beside it, which is then the price of one image,
 * voice clip or request. A call's `cost` beside its token counts is a bill for that call; it may
 * stay as an example. A field may show a placeholder (`"<price>"`) or be left out.
 */

/** Fields that hold a rate in the model list or a price sheet, whatever the value's format. */
const rateField =
  /^(?:req_price|res_price|avg_cost|img|img_price|price|input_cost|output_cost|\w+_price|cost_per_\w+|\w+_cost_per_\w+)$/;

/** A key and its value: `"req_price": "2.50"`, `'cost': 0.04`, `avg_cost: 0.0021`. */
const field =
  /(["']?)([A-Za-z_][\w]*)\1\s*:\s*(["']?)(-?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE]-?\d+)?)\3(?=\s*[,}\]\n\r]|\s*$)/gm;

/** A token count in the same object makes a `cost` a charge for one call rather than a rate. */
const tokenCount = /["']?\w*(?:_tokens|Tokens)["']?\s*:/;

export type PriceProblem = {line: number; message: string};

/** The text of the innermost `{...}` around `index`, or the whole text when there is none. */
function enclosingObject(text: string, index: number): string {
  let depth = 0;
  let start = -1;
  for (let i = index; i >= 0; i--) {
    const c = text[i];
    if (c === '}') depth++;
    else if (c === '{') {
      if (depth === 0) {
        start = i;
        break;
      }
      depth--;
    }
  }
  if (start < 0) return text;
  depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** Every price in a page, a code sample or a JSON text, with its 1-based line. */
export function priceProblems(text: string): PriceProblem[] {
  const problems: PriceProblem[] = [];
  for (const match of text.matchAll(field)) {
    const key = match[2]!;
    const value = match[4]!;
    const isRate = rateField.test(key);
    const isUnitCost = key === 'cost' && !tokenCount.test(enclosingObject(text, match.index));
    if (!isRate && !isUnitCost) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const what = isRate ? 'a price field' : 'a cost with no token counts beside it, the price of one unit';
    problems.push({
      line,
      message: `"${key}" shows ${value}, ${what}; the site publishes no prices: show a placeholder such as "<price>" or leave the field out`,
    });
  }
  return problems;
}
