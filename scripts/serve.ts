/**
 * Serves the production build under /docs/ like a static host would:
 *   npm run serve -- [--port 3000] [--gzip]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from './lib/staticServer';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3000'},
    gzip: {type: 'boolean', default: false},
    dir: {type: 'string', default: 'build'},
  },
});

startStaticServer({
  root: path.resolve(values.dir),
  basePath: '/docs/',
  port: Number(values.port),
  gzip: values.gzip,
}).then((running) => {
  console.log(`Serving ${values.dir} at ${running.url}${values.gzip ? ' (gzip)' : ''}`);
});
