import {chromiumArgs, chromiumPath} from '../test/support/chromium';

export type FormFactor = 'mobile' | 'desktop';

export type LighthouseScores = {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

/** Runs Lighthouse (Chromium from Debian, no downloads) and returns category scores out of 100 and the core timings. */
export async function runLighthouse(label: string, url: string, formFactor: FormFactor): Promise<LighthouseScores> {
  // Lighthouse and chrome-launcher are ESM-only; load them lazily.
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      page: label,
      formFactor,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each score and timing is the median of its own values over the runs. */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  const first = runs[0];
  if (!first) throw new Error('No Lighthouse runs to take the median of');
  const of = (key: keyof Omit<LighthouseScores, 'page' | 'formFactor'>) => median(runs.map((run) => run[key]));
  return {
    page: first.page,
    formFactor: first.formFactor,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}
