import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {connect, createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  ANALYTICS_UPSTREAM_VARIABLE,
  MIME_TYPES,
  NGINX_LOCATIONS_FILE,
  NGINX_MAPS_FILE,
  SERVER_FILES_DIR,
} from '../../plugins/server-config/nginx';

/** A request the server answered, from its access log (`NginxOptions.logRequests`). */
export type ServedRequest = {url: string; status: number; ifNoneMatch?: string};

export type RunningServer = {
  url: string;
  close: () => Promise<void>;
  /** The requests answered so far, oldest first (only with `logRequests`). */
  requests: () => Promise<ServedRequest[]>;
};

export type NginxOptions = {
  /** The built site (build/ or build-hosted/), with the server files its build wrote. */
  root: string;
  /** URL path the site is served under, with leading and trailing slash. */
  basePath: string;
  /** A free port is picked when none is given. */
  port?: number;
  /**
   * Where the analytics location proxies beacons (scheme://host:port). When not given, a sink in the same nginx
   * takes them and answers as a working Umami does (2xx); a test that wants a failing upstream passes one.
   */
  analyticsUpstream?: string;
  /**
   * `production` (the default): the build's own server files, as production serves it. `static`: any
   * folder of pages (a stock Docusaurus build, a baseline of another commit, a test's copy of the site)
   * as a plain static host does: `x`, `x.html` or `x/index.html`, the 404 page with status 404, gzip
   * on the fly, ETags, and no headers, redirects or precompressed files of ours. The benches serve
   * both sides of a comparison so.
   */
  config?: 'production' | 'static';
  /** Log each request (path, status, If-None-Match) for `requests()`. */
  logRequests?: boolean;
};

// Debian installs nginx in /usr/sbin, which an ordinary user's PATH may lack.
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
// Where Debian's libnginx-mod-http-brotli-static puts the module.
const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/share/nginx/modules'];
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

function brotliModuleLine(): string {
  const version = spawnSync(NGINX, ['-V'], {encoding: 'utf8'});
  if (version.error)
    throw new Error('nginx is not installed: `apt-get install nginx-light libnginx-mod-http-brotli-static`.');
  if (/brotli/.test(version.stderr)) return ''; // compiled in
  const dir = MODULE_DIRS.find((candidate) => existsSync(path.join(candidate, BROTLI_MODULE)));
  if (!dir)
    throw new Error(
      `${BROTLI_MODULE} not found in ${MODULE_DIRS.join(' or ')}: apt-get install libnginx-mod-http-brotli-static`,
    );
  return `load_module ${path.join(dir, BROTLI_MODULE)};`;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('Could not pick a free port');
  return address.port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The socket of the analytics sink, in the server's temporary folder. */
const analyticsSinkSocket = (dir: string) => path.join(dir, 'analytics-sink.sock');

/**
 * The default analytics upstream: a server on a local socket that takes every beacon and answers 204, as a
 * working Umami answers 2xx (200 with a count; a beacon reads no answer). A closed port would answer each batch
 * the collector sends with 502, which the page logs as a console error, so any test that ran past the 5 s batch
 * wait on a build with analytics on failed on it.
 */
function analyticsSink(dir: string): string {
  return `  server {
    listen unix:${analyticsSinkSocket(dir)};
    location = /api/batch { return 204; }
    location / { return 404; }
  }`;
}

/** The site's location in `static` mode: a plain static host, with our MIME types. */
function staticLocation(basePath: string): string {
  const types = Object.entries(MIME_TYPES).map(([type, extensions]) => `      ${type} ${extensions};`);
  return `    location ${basePath} {
      types {
${types.join('\n')}
      }
      default_type application/octet-stream;
      gzip on;
      gzip_types ${Object.keys(MIME_TYPES)
        .filter((type) => /^(text\/|application\/(json|xml|yaml)|image\/svg)/.test(type))
        .join(' ')};
      add_header Cache-Control no-cache;
      error_page 404 ${basePath}404.html;
      try_files $uri $uri.html $uri/index.html =404;
    }`;
}

// Tab-separated, so that a path with spaces still splits: status, path with query, If-None-Match ('-' when absent).
const REQUEST_LOG_FORMAT = "log_format requests escape=none '$status\\t$request_uri\\t$http_if_none_match';";
const requestLog = (dir: string) => path.join(dir, 'requests.log');

function parseRequestLog(text: string): ServedRequest[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, url, ifNoneMatch] = line.split('\t');
      return {url: url!, status: Number(status), ...(ifNoneMatch && ifNoneMatch !== '-' ? {ifNoneMatch} : {})};
    });
}

/** The whole nginx.conf of a throwaway server: everything under `dir`, the site from the generated files. */
function nginxConf(dir: string, root: string, port: number, options: NginxOptions): string {
  const {basePath, analyticsUpstream} = options;
  const serverFiles = path.join(root, SERVER_FILES_DIR);
  const production = options.config !== 'static';
  // Running as root, nginx would switch its workers to `nobody`, who may not read the build.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${brotliModuleLine()}
${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  ${options.logRequests ? `${REQUEST_LOG_FORMAT}\n  access_log ${requestLog(dir)} requests;` : 'access_log off;'}
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  # A client that a busy machine starves past nginx's default idle limit reuses a connection nginx has closed
  # meanwhile, and Node's fetch fails with "other side closed": here clients close their idle connections first.
  keepalive_timeout 1h;
  ${production ? `include ${path.join(serverFiles, NGINX_MAPS_FILE)};` : ''}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/site;
    location = / { return 302 ${basePath}; }
${
  production
    ? `    set ${ANALYTICS_UPSTREAM_VARIABLE} ${analyticsUpstream ?? `http://unix:${analyticsSinkSocket(dir)}:`};
    include ${path.join(serverFiles, NGINX_LOCATIONS_FILE)};`
    : staticLocation(basePath)
}
  }
${production && !analyticsUpstream ? analyticsSink(dir) : ''}
}
`;
}

/**
 * Serves a build through Debian's nginx with the generated config, as an
 * ordinary process: config, pid, logs and temp files live in a temporary
 * folder, removed on close. The site folder is linked in as the base path.
 */
export async function startNginx(options: NginxOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  if (options.config !== 'static' && !existsSync(path.join(root, SERVER_FILES_DIR, NGINX_MAPS_FILE))) {
    throw new Error(
      `No server config in ${root}/${SERVER_FILES_DIR}: build the site first (\`npm run build\`, or \`npm run build:hosted-fixture\` for build-hosted/).`,
    );
  }
  const port = options.port ?? (await freePort());
  const dir = await mkdtemp(path.join(tmpdir(), 'apipie-nginx-'));
  await chmod(dir, 0o755);
  const siteDir = path.join(dir, 'site', options.basePath);
  await mkdir(path.dirname(siteDir.replace(/\/$/, '')), {recursive: true});
  await symlink(root, siteDir.replace(/\/$/, ''));
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConf(dir, root, port, options));

  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {stdio: 'ignore'});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const errorLog = async () => (await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')).trim();

  // Until it listens or exits (a config error, a port taken meanwhile): no deadline, which a busy machine
  // could pass while nginx starts; a caller's own limit (a test's, Playwright's webServer) bounds a hang.
  while (!(await accepts(port))) {
    if (!running) {
      child.kill('SIGTERM');
      const log = await errorLog();
      await rm(dir, {recursive: true, force: true});
      throw new Error(`nginx did not start on port ${port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url: `http://127.0.0.1:${port}${options.basePath}`,
    async requests() {
      if (!options.logRequests) throw new Error('startNginx: pass logRequests to read the requests.');
      return parseRequestLog(await readFile(requestLog(dir), 'utf8').catch(() => ''));
    },
    async close() {
      // SIGTERM: nginx's fast shutdown; the master stops its workers, then exits.
      if (running) child.kill('SIGTERM');
      await exited;
      await rm(dir, {recursive: true, force: true});
    },
  };
}
