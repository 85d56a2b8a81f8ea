// A tinypool worker (draw.ts starts the pool). Plain CommonJS so worker threads can load it both from
// the build (which loads the plugin's TypeScript through its own loader) and from tsx. It only turns a
// finished card layout into a PNG; draw.ts builds the layout.
const {Resvg} = require('@resvg/resvg-js');

const ready = Promise.all([import('satori'), import('tinypool')]).then(([satori, tinypool]) => ({
  satori: satori.default,
  // The card's size and fonts, sent once per worker rather than with every card.
  options: tinypool.default.workerData,
}));

module.exports = async function drawCard({tree}) {
  const {satori, options} = await ready;
  const svg = await satori(tree, {width: options.width, height: options.height, fonts: options.fonts});
  return new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng();
};
