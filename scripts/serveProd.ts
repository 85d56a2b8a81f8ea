/**
 * Serves a build through real nginx with the generated config, as
 * production would (npm run build first):
 *   npm run serve:prod -- [--port 4000] [--dir build]
 * Ctrl+C or SIGTERM stops nginx and removes its temporary folder.
 */
import {parseArgs} from 'node:util';
import {startNginx} from './lib/nginxServer';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4000'},
    dir: {type: 'string', default: 'build'},
  },
});

startNginx({root: values.dir, basePath: '/docs/', port: Number(values.port)}).then(
  (running) => {
    console.log(`nginx serves ${values.dir} at ${running.url} (Ctrl+C stops it)`);
    const stop = () => {
      running.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // `npm run` does not pass SIGTERM on to its script: stop when the parent goes away.
    const parent = process.ppid;
    setInterval(() => process.ppid !== parent && stop(), 500).unref();
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
