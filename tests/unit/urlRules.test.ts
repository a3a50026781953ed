// The URL rules every URL setting is saved with (issue 33), and the hand-over using the same rule for
// the captive-portal callback: http(s) only, a host, no credentials, no whitespace or control
// characters; a callback is host[:port][/path][?query] without protocol, fragment or markup.
import { describe, expect, it } from 'vitest';
import { isHttpUrl, url } from '../../src/domain/validation';
import { CONTROLLER_RULES, isCallbackUrl } from '../../src/domain/hotspotDevice';
import { fieldRulesOf, PLUGIN_FIELDS } from '../../src/domain/plugins';
import { buildHandover } from '../../server/access/guest/params';

describe('http(s) URLs', () => {
  it.each([
    'https://example.com',
    'http://example.com:8080/path?x=1#top',
    'HTTPS://Example.com/ä',
    'https://[2001:db8::1]/',
  ])('accepts %s', (value) => expect(isHttpUrl(value)).toBe(true));

  it.each([
    'https://user:secret@example.com/',
    'https://user@example.com/',
    'http://:pw@example.com/',
    'javascript:alert(1)',
    'ftp://example.com/',
    'www.example.com',
    'https://',
    'https://exa mple.com',
    'https://example.com/\u0000',
    'https://example.com/\u007f',
    ' https://example.com',
    'data:text/html,<script>',
  ])('refuses %j', (value) => expect(isHttpUrl(value)).toBe(false));

  it('drives the url rule of plugin settings, controller settings and the forms that use them', () => {
    expect(url('https://a:b@hooks.example.com/')).toMatchObject({ message: 'forms.validationMessages.url' });
    const urlFields = Object.entries(PLUGIN_FIELDS).flatMap(([block, fields]) =>
      fields.filter((f) => f.kind === 'url').map((f) => [`${block}.${f.name}`, f] as const),
    );
    expect(urlFields.map(([path]) => path).sort()).toEqual(
      [
        'cidaas.apiUrl',
        'matomo.siteUrl',
        'reos.accessRequestUrl',
        'reos.apiUrl',
        'reos.tokenRequestUrl',
        'slaStatus.supportPortal',
        'webhook.apiUrl',
      ].sort(),
    );
    for (const [path, field] of urlFields) {
      const rules = fieldRulesOf(field, true);
      const failed = rules.map((rule) => rule('https://u:p@example.com/', {})).find(Boolean);
      expect(failed, path).toMatchObject({ message: 'forms.validationMessages.url' });
    }
    for (const key of ['api.apiUrl', 'authApi.apiUrl', 'captivePortal.redirectUrl'] as const) {
      const failed = CONTROLLER_RULES[key].map((rule) => rule('https://u:p@example.com/', {})).find(Boolean);
      expect(failed, key).toMatchObject({ message: 'forms.validationMessages.url' });
    }
  });
});

describe('captive-portal callbacks', () => {
  it.each([
    'controller.example.com:8443/login',
    'n123.network-auth.com/splash/grant',
    'hotspot.example.com/login?site=a&x=1',
    '10.0.0.1:8080/portal/auth',
    ' hotspot.example.com/login ',
  ])('accepts %j', (value) => expect(isCallbackUrl(value)).toBe(true));

  it.each([
    'user:secret@evil.example.com/login',
    'guest@evil.example.com/login',
    'https://controller.example.com/login',
    'HTTP://controller.example.com',
    'javascript:alert(1)',
    'hotspot.example.com/login#top',
    'hotspot.example.com/login"><script>alert(1)</script>',
    "hotspot.example.com/x'onmouseover=alert(1)",
    'hotspot.example.com/a b',
    'hotspot.example.com:99999/login',
    '//evil.example.com/login',
    '',
  ])('refuses %j', (value) => expect(isCallbackUrl(value)).toBe(false));

  it('the hand-over uses the rule the setting is saved with: a stored bad callback is not used', () => {
    const handover = (callbackUrl: string) =>
      buildHandover({
        deviceType: 'MIKROTIK_ROUTEROS',
        coova: false,
        captivePortal: { callbackMethod: 'POST', callbackUrl, secureCallback: true },
        params: new URLSearchParams(),
        code: 'ABCD1234',
      });
    expect(handover('hotspot.example.com/login')?.action).toBe('https://hotspot.example.com/login');
    expect(handover('user:secret@evil.example.com/login')).toBeNull();
    expect(handover('hotspot.example.com/login#x')).toBeNull();
  });
});
