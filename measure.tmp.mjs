import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
await ctx.request.post('http://127.0.0.1:5090/api/auth/login', { data: { email: 'admin@maison-lumiere.test', password: 'lumiere-admin' } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:5090/admin?tab=atelier');
const input = page.getByLabel('Days to ship');
await input.waitFor();
console.log(await page.evaluate(() => {
  const i = document.querySelector('input[name="madeToOrderDays"]');
  const f = i.parentElement;
  const b = f.parentElement.querySelector('button');
  return { fieldTop: f.getBoundingClientRect().top, inputTop: i.getBoundingClientRect().top, inputH: i.getBoundingClientRect().height, btnTop: b.getBoundingClientRect().top, btnH: b.getBoundingClientRect().height };
}));
await browser.close();
