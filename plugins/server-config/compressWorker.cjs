// A tinypool worker (precompress.ts starts the pool): writes a file's `.br` and `.gz` copies. Plain
// CommonJS, as the twins' and the cards' workers, so worker threads load it both from the build and
// from tsx. It compresses with zlib's synchronous calls: on a thread of its own they cost no event
// loop's turn a chunk, and they leave libuv's few threads to the file reads and writes of the steps
// still running.
const {readFileSync, writeFileSync} = require('node:fs');
const {brotliCompressSync, constants, gzipSync} = require('node:zlib');

// The compression settings, sent once per worker rather than with every file.
const settings = import('tinypool').then(({default: tinypool}) => tinypool.workerData);

/** The file's size and its copies' sizes, or null when it is too small or brotli saves nothing. */
module.exports = async function compressFile({file}) {
  const {minBytes, brotliQuality, gzipLevel} = await settings;
  const body = readFileSync(file);
  if (body.length < minBytes) return null;
  const br = brotliCompressSync(body, {
    params: {[constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length},
  });
  if (br.length >= body.length) return null;
  const gz = gzipSync(body, {level: gzipLevel});
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return {bytes: body.length, brotliBytes: br.length, gzipBytes: gz.length};
};
