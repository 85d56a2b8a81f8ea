import type {CodeSample} from '../loadSpec';

/** Prism language for each `x-codeSamples` lang our description uses. */
const highlightLanguage: Record<string, string> = {Shell: 'bash', Python: 'python', TypeScript: 'typescript', Go: 'go'};

/** An operation's x-codeSamples as ApiCodeSamples props. */
export function codeSamplesProps(samples: readonly CodeSample[]) {
  return samples.map((s) => ({label: s.label, language: highlightLanguage[s.lang] ?? 'text', source: s.source}));
}
