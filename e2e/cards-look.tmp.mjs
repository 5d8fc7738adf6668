// Temporary: screenshots and grid requests per list (not committed).
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:8610';
const lists = [
  ['current-faults', '/aktuelle-fejl'],
  ['completed-faults', '/afsluttede-fejl'],
  ['thermography', '/aktuelle-fejl?tab=thermography'],
  ['current-inspections', '/aktuelle-eftersyn'],
  ['completed-inspections', '/afsluttede-eftersyn'],
  ['upcoming-inspections', '/kommende-eftersyn'],
  ['installations', '/enheder'],
  ['notifications', '/Notifikation'],
];
const widths = (process.env.WIDTHS ?? '390,1366').split(',').map(Number);
const langs = (process.env.LANGS ?? 'da,en').split(',');
const only = process.env.ONLY;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of widths) {
  for (const lang of langs) {
    const context = await browser.newContext({ viewport: { width, height: 844 }, hasTouch: width < 640 });
    const page = await context.newPage();
    const grid = [];
    page.on('request', (request) => { if (/vendor-grid|ag-grid/.test(request.url())) grid.push(request.url()); });
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('E-mail').press('Enter');
    await page.getByLabel('Adgangskode').fill('demo1234');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.waitForTimeout(3000);
    if (lang === 'en') {
      const header = page.getByRole('banner');
      if (width < 640) { const menu = header.getByRole('button', { name: /Menu|menu/ }); if (await menu.count()) await menu.first().click(); }
      await page.getByRole('banner').getByRole('combobox').first().selectOption('en-gb');
      await page.waitForTimeout(1500);
    }
    for (const [name, path] of lists) {
      if (only && !only.split(',').includes(name)) continue;
      grid.length = 0;
      await page.goto(`${base}${path}`);
      await page.waitForTimeout(4000);
      await page.screenshot({ path: `/tmp/cards-shots/${name}-${width}-${lang}.png`, fullPage: width >= 640 });
      if (width < 640) {
        const list = page.locator('[data-testid="card-table"] li').first();
        if (await list.count()) {
          await list.evaluate((element) => element.scrollIntoView({ block: 'start' }));
          await page.mouse.wheel(0, -80);
          await page.waitForTimeout(300);
          await page.screenshot({ path: `/tmp/cards-shots/${name}-${width}-${lang}-cards.png` });
        }
      }
      const agRoot = await page.locator('.ag-root-wrapper').count();
      const cards = await page.locator('[data-testid="card-table"] li').count();
      console.log(width, lang, name, 'grid requests:', grid.length, 'agRoot:', agRoot, 'cards:', cards);
    }
    await context.close();
  }
}
await browser.close();
