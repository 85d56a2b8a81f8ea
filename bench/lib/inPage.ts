/**
 * Code the benchmark runs inside the page. Kept as source strings: the
 * script runs under tsx, whose helpers would break functions serialized by
 * page.evaluate.
 */

/**
 * Sets the search input to `query` as one input event and resolves with the
 * milliseconds until the results stopped changing (no DOM change in
 * `results` for `quietMs`), measured to the last change.
 */
export function typeAndTime(input: string, results: string, query: string, quietMs: number, timeoutMs: number): string {
  return `new Promise((resolve, reject) => {
    const input = document.querySelector(${JSON.stringify(input)});
    const root = document.querySelector(${JSON.stringify(results)}) || document.body;
    if (!input) return reject(new Error('no search input'));
    let last = 0;
    const observer = new MutationObserver(() => { last = performance.now(); });
    observer.observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    setValue.call(input, ${JSON.stringify(query)});
    input.dispatchEvent(new Event('input', {bubbles: true}));
    const poll = setInterval(() => {
      const now = performance.now();
      if (last && now - last >= ${quietMs}) { clearInterval(poll); observer.disconnect(); resolve(last - start); }
      else if (now - start > ${timeoutMs}) { clearInterval(poll); observer.disconnect(); resolve(-1); }
    }, 10);
  })`;
}

/** Starts a clock on the next event of `type` on the document (capture phase). */
export function armClock(type: string): string {
  return `document.addEventListener(${JSON.stringify(type)}, () => { window.__benchStart = performance.now(); }, {capture: true, once: true})`;
}

/** Resolves with the milliseconds from the armed clock to the first element matching `hit`. */
export function timeToFirst(hit: string, timeoutMs: number): string {
  return `new Promise((resolve) => {
    const done = () => resolve(performance.now() - window.__benchStart);
    if (document.querySelector(${JSON.stringify(hit)})) return done();
    const observer = new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(hit)})) { observer.disconnect(); done(); }
    });
    observer.observe(document.body, {subtree: true, childList: true});
    setTimeout(() => { observer.disconnect(); resolve(-1); }, ${timeoutMs});
  })`;
}
