import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < Number(process.argv[3] || 5); i++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const log = (window.__log = []);
    const gi = Storage.prototype.getItem;
    Storage.prototype.getItem = function (k) { const t = performance.now(); const r = gi.call(this, k); log.push(['get', this === window.sessionStorage ? 'S' : 'L', k, +(performance.now() - t).toFixed(1), +t.toFixed(0)]); return r; };
    const FF = window.FontFace;
    window.FontFace = function (...a) { const t = performance.now(); const f = new FF(...a); log.push(['FontFace', a[1].slice(0, 30), +(performance.now() - t).toFixed(1)]); return f; };
    window.FontFace.prototype = FF.prototype;
    const ld = FF.prototype.load;
    FF.prototype.load = function () { const t = performance.now(); const r = ld.call(this); log.push(['load', +(performance.now() - t).toFixed(1)]); return r; };
    const ric = window.requestIdleCallback;
    window.requestIdleCallback = function (cb, o) { const src = String(cb).slice(0, 60); return ric.call(window, (d) => { const t = performance.now(); cb(d); log.push(['idle', src, +(performance.now() - t).toFixed(1), +t.toFixed(0)]); }, o); };
  });
  await page.goto(process.argv[2]);
  await page.waitForTimeout(4000);
  const log = await page.evaluate(() => window.__log);
  console.log('---'); for (const l of log) if (l[0] !== 'get' || l[3] > 0.5) console.log(JSON.stringify(l));
  await ctx.close();
}
await browser.close();
