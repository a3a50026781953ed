// The configuration's defaults from the environment (server/platform/config.ts).
import { describe, expect, it } from 'vitest';
import { defaultRadiusServers, loadConfig } from '../../server/platform/config';

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
