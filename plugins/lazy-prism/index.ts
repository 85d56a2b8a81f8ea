import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module that imports Prism and registers the extra languages, on every page. */
const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * Prism leaves the main bundle: theme-classic lists it as a client module, so
 * prism-react-renderer and the `bash` and `toml` grammars sat in every page's
 * main.js, though pages without code never use them. This plugin puts an
 * empty module in its place, in every build. The site's CodeBlock/Content
 * registers the languages in src/components/HighlightedCode, a lazy chunk
 * that loads only when the browser tokenizes code itself (a client-side
 * navigation, `npm start`); e2e/codeBlocks.spec.ts checks that a page from the
 * server loads no Prism.
 */
export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.join(__dirname, 'noClientModule.js'))],
      };
    },
  };
}
