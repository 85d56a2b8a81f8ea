// Stands in for @docusaurus/theme-classic's Prism client module (see index.ts): nothing to run.
export {};
