import {describe, expect, it} from 'vitest';
import {insightsScriptUrl} from './insightsScript';

describe('insightsScriptUrl', () => {
  it('reads the exact script URL from the installed DocSearch', () => {
    expect(insightsScriptUrl()).toMatch(
      /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@\d+\.\d+\.\d+\/dist\/search-insights\.min\.js$/,
    );
  });

  it('fails with a message naming the file to update when DocSearch writes it differently', () => {
    expect(() => insightsScriptUrl('var u="https://example.com/insights.js"')).toThrow(
      /plugins\/server-config\/insightsScript\.ts/,
    );
  });
});
