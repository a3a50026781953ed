import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute, isOwnPage, routeParamsValid } from '../../src/shell/routes';

describe('route table (seed 000 §2)', () => {
  it('finds literal paths before parameters', () => {
    expect(findRoute('/wifi-code/create')?.path).toBe('/wifi-code/create');
    expect(findRoute('/wifi-code/ABCD1234')?.path).toBe('/wifi-code/:code');
    expect(findRoute('/wifi-code/ABCD1234/edit')?.path).toBe('/wifi-code/:code/edit');
    expect(findRoute('/wifi-code/templates')?.path).toBe('/wifi-code/templates');
    expect(findRoute('/hotspot-device/import')?.path).toBe('/hotspot-device/import');
    expect(findRoute('/wifi-code/import')?.path).toBe('/wifi-code/import');
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

  // Seed 000 §8 "failed page validation: 404": record ids have their format (the UI test shows the page).
  it('names the user’s own pages from the table: the profile area, not a customer’s pages', () => {
    for (const path of ['/profile', '/profile/edit', '/profile/change-password', '/profile/invites'])
      expect(isOwnPage(path), path).toBe(true);
    for (const path of ['/', '/wifi-code', '/wifi-code/ABCD1234', '/profiles', '/analytics', '/login'])
      expect(isOwnPage(path), path).toBe(false);
  });

  it('checks the record parameters of a path against their format', () => {
    const valid = (pathname: string) => routeParamsValid(findRoute(pathname)!, pathname);
    expect(valid('/hotspot-device/65a0000000000000000000a1')).toBe(true);
    expect(valid('/hotspot-device/65A0000000000000000000A1/edit')).toBe(true);
    expect(valid('/hotspot-device/not-an-id')).toBe(false);
    expect(valid('/hotspot-device/65a0000000000000000000a/edit')).toBe(false);
    expect(valid('/locations/group/G-17')).toBe(false);
    expect(valid('/user/invite/%E0%A4%A')).toBe(false);
    expect(valid('/partner/partner-lead/edit')).toBe(true); // the optional id left out
    expect(valid('/partner/partner-lead/x/edit')).toBe(false);
    expect(valid('/wifi-code/CODE0001')).toBe(true);
    expect(valid('/wifi-code/abc%20def/edit')).toBe(true); // normal form ABCDEF
    expect(valid('/wifi-code/AB')).toBe(false);
    expect(valid('/wifi-code/!!!!')).toBe(false);
    // parameters that are not record ids keep their own handling
    expect(valid('/docs/getting-started')).toBe(true);
    expect(valid('/customer-plugins/abc/edit')).toBe(true);
    expect(valid('/wifi-code/templates/shortcut1/edit')).toBe(true);
  });
});
