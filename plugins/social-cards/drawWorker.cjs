// Plain CommonJS so worker_threads can start it from the build (which loads the plugin's
// TypeScript through its own loader) and from tsx alike. It only turns a finished card
// layout into a PNG; draw.ts builds the layout.
const {parentPort, workerData} = require('node:worker_threads');
const {Resvg} = require('@resvg/resvg-js');

const satoriReady = import('satori').then((module) => module.default);

parentPort.on('message', async ({id, tree}) => {
  try {
    const satori = await satoriReady;
    const svg = await satori(tree, {width: workerData.width, height: workerData.height, fonts: workerData.fonts});
    const png = new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng();
    parentPort.postMessage({id, png});
  } catch (error) {
    parentPort.postMessage({id, error: String(error && error.stack ? error.stack : error)});
  }
});
