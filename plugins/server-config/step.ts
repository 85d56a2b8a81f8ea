import {buildStep} from '../built-site/step';
import {describeServerConfig, serverConfigWriter, type ServerConfigOptions} from './generate';

/**
 * The pipeline's last step: the CSP hashes of every page as the pass hands it over, then the server
 * files, and the `.br` and `.gz` copies of every compressible file of the build, including what the
 * steps before it wrote (sitemap, feeds, redirect pages, twins, the search index).
 */
export const serverConfig = buildStep('server-config', {
  async start({context, props: {outDir}}, options: Omit<ServerConfigOptions, 'baseUrl'>) {
    const writer = serverConfigWriter(outDir, {...options, baseUrl: context.baseUrl});
    // Listed before the other steps finish, so what they write counts as written late and is read whole.
    await writer.listed;
    return {
      page: writer.page,
      written: writer.written,
      finish: async () => console.log(`[server-config] ${describeServerConfig(outDir, await writer.write())}`),
    };
  },
});
