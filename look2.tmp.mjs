import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const errors = [];
for (const [path, w, file] of [['/fr', 1280, 'fr-home'], ['/fr/product/1', 1280, 'fr-product'], ['/fr/collections', 390, 'fr-coll-phone'], ['/fr/custom-perfume', 1280, 'fr-custom'], ['/fr/recipe-builder', 1280, 'fr-builder'], ['/fr/cart', 1280, 'fr-cart'], ['/fr/login', 1280, 'fr-login']]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(path + ' ' + m.text()); });
  page.on('pageerror', (e) => errors.push(path + ' ' + String(e)));
  await page.goto('http://127.0.0.1:4800' + path);
  await page.waitForSelector('html[data-ready]');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/${file}.png`, fullPage: false });
  await page.close();
}
console.log(errors.join('\n'));
await browser.close();
