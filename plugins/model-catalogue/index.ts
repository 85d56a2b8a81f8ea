import {readFileSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkModelData, serializeModels} from '../../data/modelSchema';

export type ModelCataloguePluginOptions = {
  /** The model data, relative to the site folder: data/models.json. */
  dataFile: string;
  /** The static folder it is published from, so /docs/models.json serves it in dev and build. */
  staticDir: string;
  /** File name under the base URL: models.json. */
  publishAs: string;
};

/**
 * Set by the bundler: true where a render needs the model data at once (the server bundle, which writes
 * every row into the HTML, and the dev client, which renders in the browser only); false in the
 * production client bundle, which reads the data the page carries (src/components/ModelData).
 */
const MODEL_DATA_BUNDLED = 'process.env.APIPIE_MODEL_DATA_BUNDLED';

/**
 * Checks data/models.json before anything renders (a bad entry fails the build with the
 * file and the entry named) and publishes it as /docs/models.json for tools such as the
 * MCP server's list_models. The published file is written at build time, never committed.
 */
export default function modelCataloguePlugin(context: LoadContext, options: ModelCataloguePluginOptions): Plugin {
  const dataFile = path.resolve(context.siteDir, options.dataFile);
  return {
    name: 'model-catalogue',
    getPathsToWatch: () => [dataFile],
    configureWebpack(config, isServer, {currentBundler}) {
      const {DefinePlugin} = currentBundler.instance;
      const bundled = isServer || config.mode !== 'production';
      return {plugins: [new DefinePlugin({[MODEL_DATA_BUNDLED]: JSON.stringify(bundled)})]};
    },
    async loadContent() {
      const list = checkModelData(JSON.parse(readFileSync(dataFile, 'utf8')), options.dataFile);
      const target = path.resolve(context.siteDir, options.staticDir, options.publishAs);
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, serializeModels(list));
    },
  };
}
