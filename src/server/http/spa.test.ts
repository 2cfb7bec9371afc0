import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSpaPages } from './spa';

function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<html><head><script type="module" src="/assets/index-1.js"></script>\n</head><body></body></html>');
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'main.tsx': { file: 'assets/index-1.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js' },
      'features/home/home-page.tsx': { file: 'assets/home-page-3.js', imports: ['_shared.js', '_icons.js'], css: ['assets/home-4.css'] },
      '_icons.js': { file: 'assets/icons-5.js' },
      'features/product/product-page.tsx': { file: 'assets/product-page-6.js' },
    }),
  );
  return createSpaPages(dir);
}

describe('landing page hints', () => {
  const page = fakeBuild();

  it("names the home page's chunks, styles and data in the head", () => {
    const html = page('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-3.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/icons-5.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-4.css">');
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/perfumes" crossorigin="use-credentials">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
  });

  it("preloads a product page's own perfume", () => {
    expect(page('/product/7')).toContain('href="/api/perfumes/7"');
    expect(page('/product/abc')).not.toContain('/api/perfumes');
  });

  it('leaves other paths as they are', () => {
    expect(page('/about')).not.toContain('modulepreload');
    expect(page('/nope')).not.toContain('preload');
  });
});
