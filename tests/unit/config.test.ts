// The configuration's defaults from the environment (server/platform/config.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_RULES, configProblems, defaultRadiusServers, loadConfig } from '../../server/platform/config';

describe('RADIUS servers shown to technicians (seed 000 §9: three servers)', () => {
  it('by default: three names below the host of PUBLIC_URL', () => {
    expect(loadConfig({}).radiusServers).toEqual(['radius1.localhost', 'radius2.localhost', 'radius3.localhost']);
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).radiusServers).toEqual([
      'radius1.portal.example.com',
      'radius2.portal.example.com',
      'radius3.portal.example.com',
    ]);
    expect(loadConfig({ RADIUS_SERVERS: ' , ' }).radiusServers).toHaveLength(3);
  });

  it('an IP address has no names below it: that address alone; a broken URL: none', () => {
    expect(defaultRadiusServers('http://192.0.2.7:3000')).toEqual(['192.0.2.7']);
    expect(defaultRadiusServers('http://[2001:db8::1]:3000')).toEqual(['[2001:db8::1]']);
    expect(defaultRadiusServers('not a url')).toEqual([]);
  });

  it('RADIUS_SERVERS: the configured addresses, at most three', () => {
    expect(loadConfig({ RADIUS_SERVERS: 'a.example, b.example' }).radiusServers).toEqual(['a.example', 'b.example']);
    expect(loadConfig({ RADIUS_SERVERS: 'a,b,c,d' }).radiusServers).toEqual(['a', 'b', 'c']);
  });
});

describe('partner links and the licence price (seed 000 §9; D254)', () => {
  it('the partner links that are set, in the order price list, FAQ, sheet; none by default', () => {
    expect(loadConfig({}).partnerLinks).toEqual({});
    const links = loadConfig({
      PARTNER_SHEET_URL: 'https://p.example/sheet.pdf',
      PARTNER_PRICE_LIST_URL: 'https://p.example/prices.pdf',
      PARTNER_FAQ_URL: '',
    }).partnerLinks;
    expect(links).toEqual({ priceList: 'https://p.example/prices.pdf', sheet: 'https://p.example/sheet.pdf' });
    expect(Object.keys(links)).toEqual(['priceList', 'sheet']);
  });

  it('the price per concurrent user in euros; unset: none', () => {
    expect(loadConfig({}).licencePricePerUser).toBeUndefined();
    expect(loadConfig({ LICENCE_PRICE_PER_USER: '1234.50' }).licencePricePerUser).toBe(1234.5);
  });

  it('refuses links that are no web address and prices that are no amount', () => {
    expect(
      configProblems({
        PARTNER_PRICE_LIST_URL: 'javascript:alert(1)',
        PARTNER_FAQ_URL: 'https://p.example/faq',
        LICENCE_PRICE_PER_USER: '1,50',
      }),
    ).toEqual([
      'PARTNER_PRICE_LIST_URL=javascript:alert(1): must start with http:// or https://',
      'LICENCE_PRICE_PER_USER=1,50: must be an amount in euros such as 1.50 (at most 999999.99)',
    ]);
    expect(configProblems({ LICENCE_PRICE_PER_USER: '-1' })).toHaveLength(1);
    expect(configProblems({ LICENCE_PRICE_PER_USER: '0.5' })).toEqual([]);
  });
});

describe('configuration checked at start: one line per problem, exit 1', () => {
  it('names each wrong variable with what it must hold', () => {
    expect(
      configProblems({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'portal.example.com',
        ANALYTICS_TIMEZONE: 'Mars/Olympus',
        SEED_DEMO: 'yes',
        CORS_ORIGINS: 'https://a.example, ftp://b.example',
        RADIUS_AUTH_PORT: '70000',
        TOKEN_SECRET: 'short',
        MAIL_FROM: 'nobody',
      }),
    ).toEqual([
      'PORT=abc: must be a whole number from 0 to 65535',
      'DATABASE_URL=mysql://x: must start with postgres:// or postgresql://',
      'TOKEN_SECRET=short: must be at least 32 characters long',
      'ANALYTICS_TIMEZONE=Mars/Olympus: must be an IANA time zone such as Europe/Berlin',
      'CORS_ORIGINS=https://a.example, ftp://b.example: "ftp://b.example" must start with http:// or https://',
      'SEED_DEMO=yes: must be one of "true", "false"',
      'RADIUS_AUTH_PORT=70000: must be a whole number from 0 to 65535',
      'MAIL_FROM=nobody: must be an e-mail address (name@domain or "Name <name@domain>")',
      'PUBLIC_URL=portal.example.com: must be a URL (http://… or https://…)',
    ]);
  });

  it('accepts the defaults, the README examples and what the tests set', () => {
    expect(configProblems({})).toEqual([]);
    expect(
      configProblems({
        PORT: '0',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://portal:secret@127.0.0.1:5432/hotspot',
        PUBLIC_URL: 'https://portal.example.com',
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        SMS_SMPP_URL: 'smpp://system:pw@smsc.example.com:2775',
        MAIL_FROM: 'Hotspot Portal <no-reply@hotspot-portal.test>',
        RADIUS_SERVERS: 'radius1.example.com, 192.0.2.7:1812',
        ANALYTICS_TIMEZONE: 'Europe/Vienna',
        CONTENT_URL: '/content',
        PGLITE_SHARED_BUFFERS: '32MB',
        DEMO_TRAFFIC: 'off',
        RADIUS: 'off',
        EMPTY: '',
      }),
    ).toEqual([]);
  });

  it('has a rule for every variable the server reads', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const read = new Set<string>();
    for (const file of [
      'server/platform/config.ts',
      'server/main.ts',
      'server/platform/db/client.ts',
      'server/platform/log.ts',
    ]) {
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)) read.add(m[1]!);
    }
    // Internal: the seeding child process's marker, Node's mode, vitest's marker.
    for (const internal of ['HOTSPOT_SEED_ONLY', 'NODE_ENV', 'VITEST']) read.delete(internal);
    expect([...read].filter((name) => !(name in CONFIG_RULES))).toEqual([]);
  });

  it('the server prints them and exits 1 before opening anything', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '', RADIUS_HOST: 'bad host!' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'Configuration: PORT=abc: must be a whole number from 0 to 65535',
      'Configuration: RADIUS_HOST=bad host!: must be an IP address or a host name',
    ]);
    expect(r.stdout).toBe('');
  }, 30_000);
});
