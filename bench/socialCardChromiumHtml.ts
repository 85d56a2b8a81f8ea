/**
 * The baseline of bench:social-cards: the Chromium-drawn card the site used before (one HTML page per card,
 * screenshotted). Text is escaped, assets inline.
 */
export function cardHtml({
  title,
  kicker,
  date,
  logoSvg,
}: {
  title: string;
  kicker: string;
  date: string;
  logoSvg: string;
}): string {
  const escape = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; background: #12121a; color: #f5f5f4;
         font-family: 'Liberation Sans', Arial, sans-serif; padding: 72px 80px;
         display: flex; flex-direction: column; justify-content: space-between; }
  header { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
  header svg { width: 72px; height: 72px; }
  .kicker { color: #fbbf24; font-size: 28px; text-transform: uppercase; letter-spacing: 2px; }
  h1 { font-size: 64px; line-height: 1.12; max-height: 288px; overflow: hidden; }
  footer { display: flex; justify-content: space-between; font-size: 26px; color: #a8a29e; }
  .bar { position: absolute; left: 0; bottom: 0; height: 14px; width: 100%; background: #fbbf24; }
</style></head><body>
  <header>${logoSvg}<span>APIpie</span></header>
  <div><p class="kicker">${escape(kicker)}</p><h1>${escape(title)}</h1></div>
  <footer><span>${escape(date)}</span><span>apipie.ai/docs</span></footer>
  <div class="bar"></div>
</body></html>`;
}
