import {launchChromium} from './scripts/lib/chromium';
import {startStaticServer} from './scripts/lib/staticServer';
(async () => {
  const server = await startStaticServer({root: 'build', basePath: '/docs/', port: 4602});
  const browser = await launchChromium();
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack?.slice(0, 800)));
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {configurable: true, get() { console.log('STACK', new Error().stack); throw new DOMException('Access is denied for this document.', 'SecurityError'); }});
    }
  });
  await page.goto(server.url);
  await page.waitForTimeout(3000);
  console.log((await page.locator('main, #__docusaurus').first().innerText()).slice(0, 1500));
  await browser.close();
  await server.close();
})();
