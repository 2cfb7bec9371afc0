import { chromium, request as pwRequest } from '@playwright/test';

const base = 'http://127.0.0.1:5090';
const ADMIN = { email: 'admin@maison-lumiere.test', password: 'lumiere-admin' };
const out = '/tmp/atelier-shots';
const stage = process.argv[2] ?? 'all';

async function ok(res, what) {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : res.json();
}

async function seed() {
  const api = await pwRequest.newContext({ baseURL: base });
  await ok(await api.post('/api/auth/login', { data: ADMIN }), 'login');
  const ingredients = await ok(await api.get('/api/ingredients'), 'ingredients');
  const byCat = (c) => ingredients.filter((i) => i.category === c);
  const [t1, t2] = byCat('top'), [m1, m2] = byCat('middle'), [b1, b2] = byCat('base');
  const designs = [
    { name: 'Midnight Atelier', q: 1, ing: { top: [t1.id, t2.id], middle: [m1.id], base: [b1.id, b2.id] }, drops: { top: { [t1.id]: 20, [t2.id]: 5 }, middle: { [m1.id]: 20 }, base: { [b1.id]: 10, [b2.id]: 8 } } },
    { name: 'Jardin de Pluie avec un nom très long pour voir', q: 3, ing: { top: [t2.id], middle: [m2.id], base: [b2.id] }, drops: { top: { [t2.id]: 12 }, middle: { [m2.id]: 18 }, base: { [b2.id]: 6 } } },
  ];
  for (const d of designs) {
    const line = { perfumeId: null, isCustom: true, quantity: d.q, customName: d.name, customDetails: { type: 'bespoke-perfume', perfumeType: 'eau-de-parfum', customName: d.name, ingredients: d.ing, drops: d.drops } };
    await ok(await api.post('/api/cart', { data: line }), 'cart');
    const intent = await ok(await api.post('/api/create-payment-intent', { data: {} }), 'intent');
    const order = await ok(await api.post('/api/orders', { data: { shippingDetails: { fullName: 'Claire Dubois', email: 'claire@example.com', address: '12 rue des Lilas', city: 'Paris', postalCode: '75003', country: 'FR' }, paymentIntentId: intent.paymentIntentId } }), 'order');
    await ok(await api.post('/api/payments/simulated/confirm', { data: { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } }), 'card');
    await ok(await api.post('/api/confirm-payment', { data: { paymentIntentId: intent.paymentIntentId, orderId: order.id } }), 'confirm');
    console.log('order', order.id);
  }
  const list = await ok(await api.get('/api/admin/work-orders'), 'work orders');
  console.log(JSON.stringify(list.map((w) => [w.id, w.batch, w.status, w.formula.name])));
  await api.dispose();
}

async function shots() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 1000 }, deviceScaleFactor: 1 });
    await ok(await ctx.request.post(`${base}/api/auth/login`, { data: ADMIN }), 'login');
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/admin?tab=atelier`);
    await page.getByRole('table', { name: /Work orders/ }).waitFor();
    const tab = page.getByRole('tabpanel');
    await tab.screenshot({ path: `${out}/atelier-${width}.png` });
    // Open the first row
    await page.getByRole('link', { name: /open the work order/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Formula to weigh' }).waitFor();
    await page.setViewportSize({ width, height: 2000 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/sheet-${width}.png` });
    console.log(width, 'errors', errors);
    await ctx.close();
  }
  await browser.close();
}

await import('node:fs').then((fs) => fs.mkdirSync(out, { recursive: true }));
if (stage === 'seed' || stage === 'all') await seed();
if (stage === 'shots' || stage === 'all') await shots();
