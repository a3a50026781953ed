import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute } from '../../src/shell/routes';

describe('route table (seed 000 §2)', () => {
  it('finds literal paths before parameters', () => {
    expect(findRoute('/wifi-code/create')?.path).toBe('/wifi-code/create');
    expect(findRoute('/wifi-code/ABCD1234')?.path).toBe('/wifi-code/:code');
    expect(findRoute('/wifi-code/ABCD1234/edit')?.path).toBe('/wifi-code/:code/edit');
    expect(findRoute('/wifi-code/templates')?.path).toBe('/wifi-code/templates');
    expect(findRoute('/hotspot-device/import')?.path).toBe('/hotspot-device/import');
    expect(findRoute('/customer-plugins/create')?.path).toBe('/customer-plugins/:id?/create');
    expect(findRoute('/customer-plugins/abc/edit')?.path).toBe('/customer-plugins/:id?/edit');
    expect(findRoute('/partner/partner-lead/edit')?.path).toBe('/partner/partner-lead/:id?/edit');
    expect(findRoute('/')?.path).toBe('/');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('has every path of the specification once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/analytics/professional/locations',
      '/locations/group/:id/edit',
      '/enrollments/logs',
      '/user/invite/new',
      '/profile/invites',
      '/requirements/needs-plugin/:plugin',
      '/auth/logged-out',
      '/docs/:id',
      '/i18n-export',
    ])
      expect(paths).toContain(p);
  });
});
