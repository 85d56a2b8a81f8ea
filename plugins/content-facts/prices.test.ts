import {describe, expect, it} from 'vitest';
import {priceProblems} from './prices';

describe('priceProblems', () => {
  it('names the line of each price field with a number', () => {
    const text = '# Fields\n\n```json\n{\n  "req_price": "2.50",\n  "res_price": 10,\n  "avg_cost": "0.0021"\n}\n```\n';
    expect(priceProblems(text).map((p) => [p.line, p.message.slice(0, 28)])).toEqual([
      [5, '"req_price" shows 2.50, a pr'],
      [6, '"res_price" shows 10, a pric'],
      [7, '"avg_cost" shows 0.0021, a p'],
    ]);
  });

  it('finds prices in YAML, Python and TypeScript as well as JSON, and in scientific notation', () => {
    expect(priceProblems("img_price: 0.04\n{'input_cost': 1.5e-6}\nconst p = {cost_per_image: 0.12};")).toHaveLength(3);
  });

  it('takes a cost with no token counts beside it as the price of one unit', () => {
    const image = '{"usage": {"cost": 0.04, "latency_ms": 9120, "image_size": "1024x1024"}}';
    const voice = '{\n  "promptChar": 51,\n  "cost": 0.00153\n}';
    expect(priceProblems(image)).toHaveLength(1);
    expect(priceProblems(voice)).toEqual([{line: 3, message: expect.stringContaining('the price of one unit')}]);
  });

  it('lets a call cost stand beside its token counts, in either spelling', () => {
    expect(priceProblems('{"usage": {"prompt_tokens": 15, "completion_tokens": 42, "cost": 0.0000272}}')).toEqual([]);
    expect(priceProblems('{"queryDetails": {"promptTokens": 0, "cost": 0}}')).toEqual([]);
  });

  it('accepts placeholders, code that reads the fields, and other numbers', () => {
    const text = [
      '"req_price": "<price>",',
      'price = float(model.get("req_price") or "inf")',
      'cost = Decimal(item["cost"] or "0")',
      '"max_tokens": "128000",',
      'total_cost = 0',
    ].join('\n');
    expect(priceProblems(text)).toEqual([]);
  });
});
