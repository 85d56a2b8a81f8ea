// A tinypool worker (draw.ts starts the pool). Plain CommonJS so worker threads can load it both from
// the build (which loads the plugin's TypeScript through its own loader) and from tsx. It only turns a
// finished card layout into a PNG; draw.ts builds the layout.
const {Resvg} = require('@resvg/resvg-js');

const ready = Promise.all([import('satori'), import('tinypool')]).then(([satori, tinypool]) => ({
  satori: satori.default,
  // The card's size and fonts, sent once per worker rather than with every card.
  options: tinypool.default.workerData,
}));

async function draw(tree) {
  const {satori, options} = await ready;
  const svg = await satori(tree, {width: options.width, height: options.height, fonts: options.fonts});
  return new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng();
}

/** A later turn of the event loop, where Node frees the native memory of collected resvg images. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

// The pool hands a worker many cards at once (draw.ts); they are drawn one after another, so a worker
// holds one card's layout at a time, not all of them half drawn. Each card waits for a turn of the
// event loop first: resvg's images hold their pixels outside V8's heap, Node releases them from the
// event loop once V8 has collected the objects, and cards chained without a turn kept every card's
// pixels to the end of the step (thx/resvg-js#216).
let previous = Promise.resolve();

module.exports = function drawCard({tree}) {
  const drawn = previous.then(nextTurn).then(() => draw(tree));
  previous = drawn.catch(() => undefined);
  return drawn;
};
