import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, paymentProviderFor } from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 5000,
      env: 'development',
      currency: 'EUR',
      databaseUrl: undefined,
      admin: undefined,
      stripe: undefined,
    });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(paymentProviderFor(c)).toBe('simulated');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STORE_CURRENCY: 'euro' }, 'STORE_CURRENCY'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'longenough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ SAMPLE_PRICE: 'six' }, 'SAMPLE_PRICE'],
    [{ SAMPLE_PRICE: '0' }, 'SAMPLE_PRICE'],
    [{ SAMPLE_PRICE: '6.505' }, 'SAMPLE_PRICE'],
    [{ WEB_CONCURRENCY: 'two' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '2' }, 'WEB_CONCURRENCY'], // the embedded store is one process's
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });

  it('runs one process, or several on PostgreSQL', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://localhost/shop' }).processes).toBe(2);
  });

  it('reads the sample price in cents, 6 by default', () => {
    expect(loadConfig({}).samplePriceCents).toBe(600);
    expect(loadConfig({ SAMPLE_PRICE: '7.50' }).samplePriceCents).toBe(750);
  });

  it('chooses the payment provider by mode', () => {
    expect(paymentProviderFor(loadConfig({ NODE_ENV: 'production' }))).toBe('disabled');
    expect(
      paymentProviderFor(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })),
    ).toBe('stripe');
  });

  it('trusts no proxy by default, a number of proxies, or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses to trust every X-Forwarded-For (TRUST_PROXY=true), saying what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes', '*', '0.0.0.0/0', '::/0'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .*TRUST_PROXY=1.*10\.0\.0\.0\/8/s);
    for (const value of ['-1', '1.5', '100', '10.0.0.0/33', '300.1.1.1', 'proxy.example.com', '10.0.0.1,,'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('listens on 127.0.0.1 outside production, on every interface in production, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('the production image listens on every interface, as its port is published', () => {
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const runStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runStage).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
  });

  it('normalises the currency and the admin e-mail', () => {
    const c = loadConfig({ STORE_CURRENCY: 'usd', ADMIN_EMAIL: 'Boss@Shop.Example', ADMIN_PASSWORD: 'secret-pass' });
    expect(c.currency).toBe('USD');
    expect(c.admin).toEqual({ email: 'boss@shop.example', password: 'secret-pass' });
  });

  it('takes a metrics token of 16 characters or more, and an http(s) collector for traces; neither by default', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, tracesEndpoint: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'a-token-of-20-chars!' }).metricsToken).toBe('a-token-of-20-chars!');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    const endpoint = 'http://collector:4318';
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).tracesEndpoint).toBe(endpoint);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});
