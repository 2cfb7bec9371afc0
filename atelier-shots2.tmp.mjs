import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5090';
const ADMIN = { email: 'admin@maison-lumiere.test', password: 'lumiere-admin' };
const out = '/tmp/atelier-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const log = (...a) => console.log(...a);

for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 1000 } });
  await ctx.request.post(`${base}/api/auth/login`, { data: ADMIN });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  if (width === 1280) {
    // Move WO 1 on through the UI.
    await page.goto(`${base}/admin?tab=atelier&workOrder=1`);
    const dialog = page.getByRole('dialog');
    const before = await dialog.getByRole('button', { name: /Start|Mark/ }).textContent();
    await dialog.getByRole('button', { name: 'Start compounding' }).dblclick();
    await dialog.getByRole('button', { name: 'Start maceration' }).waitFor();
    await page.waitForTimeout(800);
    const after = await (await ctx.request.get(`${base}/api/admin/work-orders/1`)).json();
    log('moved from button', before, '->', after.status, 'events', after.events.length);
    // 409: WO 2 open; moved meanwhile by API.
    await page.goto(`${base}/admin?tab=atelier&workOrder=2`);
    await dialog.getByRole('button', { name: 'Start compounding' }).waitFor();
    const put = await ctx.request.put(`${base}/api/admin/work-orders/2`, { data: { status: 'compounding' } });
    log('api move', put.status());
    await dialog.getByRole('button', { name: 'Start compounding' }).click();
    await dialog.getByRole('alert').waitFor();
    log('409 note:', await dialog.getByRole('alert').textContent());
    await page.waitForTimeout(500);
    log('button now:', await dialog.getByRole('button', { name: /Start|Mark/ }).textContent());
    await page.screenshot({ path: `${out}/sheet-409-${width}.png` });
    await page.keyboard.press('Escape');
    // Days validation
    await page.goto(`${base}/admin?tab=atelier`);
    const days = page.getByLabel('Days to ship');
    await days.fill('0');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.waitForTimeout(300);
    log('days error:', await page.locator('form[aria-label="Made-to-order days"]').textContent());
    log('focused:', await page.evaluate(() => document.activeElement?.getAttribute('name')));
    await page.getByRole('region', { name: /Made to order/ }).screenshot({ path: `${out}/days-error-${width}.png` }).catch(() => undefined);
    await page.locator('section', { has: page.getByRole('heading', { name: 'Made to order' }) }).screenshot({ path: `${out}/days-error-${width}.png` });
    await days.fill('30');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.waitForTimeout(800);
    log('saved days:', await (await ctx.request.get(`${base}/api/atelier`)).text());
    await ctx.request.put(`${base}/api/admin/atelier`, { data: { madeToOrderDays: 21 } });
    // status filter
    await page.goto(`${base}/admin?tab=atelier`);
    await page.getByLabel('Status').selectOption('queued');
    await page.waitForTimeout(600);
    log('url', page.url());
    await page.getByRole('tabpanel').screenshot({ path: `${out}/atelier-queued-${width}.png` });
  }

  await page.goto(`${base}/admin?tab=atelier`);
  await page.getByRole('table', { name: /Work orders/ }).waitFor();
  await page.getByRole('tabpanel').screenshot({ path: `${out}/atelier-${width}.png` });
  await page.goto(`${base}/admin?tab=atelier&workOrder=2`);
  await page.getByRole('dialog').getByRole('heading', { name: 'Formula to weigh' }).waitFor();
  await page.setViewportSize({ width, height: 1700 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/sheet-${width}.png` });
  await page.setViewportSize({ width, height: 1000 });

  // Ingredient form
  await page.goto(`${base}/admin?tab=catalogue&section=ingredients&ingredient=10`);
  const form = page.getByRole('form', { name: 'Edit Rose' });
  await form.waitFor();
  await page.setViewportSize({ width, height: 2200 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/ingredient-${width}.png` });
  if (width === 1280) {
    await form.getByRole('button', { name: 'Add allergen' }).click();
    log('focus after add:', await page.evaluate(() => document.activeElement?.getAttribute('name')));
    await form.getByLabel('IFRA limit (% of finished perfume)').fill('120');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/ingredient-errors-${width}.png` });
    log('focus after submit:', await page.evaluate(() => document.activeElement?.getAttribute('name')));
    // remove row 8 (the blank) → focus
    await form.getByRole('button', { name: 'Remove allergen 8' }).click();
    log('focus after remove:', await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent));
    await form.getByLabel('IFRA limit (% of finished perfume)').fill('');
    // server-side field errors
    await page.route('**/api/admin/ingredients/10', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Invalid', code: 'VALIDATION_ERROR', errors: [{ path: 'allergens.1.percent', message: 'Server: percent too high' }, { path: 'allergens', message: 'Server: Allergens add up to at most 100 %' }, { path: 'grade', message: 'Server: grade bad' }] }) })
        : route.continue(),
    );
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForTimeout(500);
    log('focus after server refusal:', await page.evaluate(() => document.activeElement?.getAttribute('name')));
    await page.screenshot({ path: `${out}/ingredient-server-errors-${width}.png` });
    await page.unroute('**/api/admin/ingredients/10');
    // actually save: IFRA empty → null; sent body
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/admin/ingredients/10') && r.method() === 'PUT');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const body = (await sent).postDataJSON();
    log('sent', JSON.stringify({ grade: body.grade, ifraLimit: body.ifraLimit, allergens: body.allergens.length }));
    await page.waitForTimeout(800);
    const rose = (await (await ctx.request.get(`${base}/api/admin/ingredients`)).json()).find((i) => i.id === 10);
    log('saved rose', rose.ifraLimit, rose.allergens.length);
    await ctx.request.put(`${base}/api/admin/ingredients/10`, { data: { name: rose.name, category: rose.category, characteristics: rose.characteristics, imageSrc: rose.imageSrc, ifraLimit: 2.5 } });
  }
  log(width, 'errors', errors);
  await ctx.close();
}
await browser.close();
