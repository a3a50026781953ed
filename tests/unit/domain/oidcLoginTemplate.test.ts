// The cidaas login template's config (docs/oidc-login.md, D240): its plugin and the success URL; the
// provider's addresses come from its discovery, so no start or error URL is asked for or kept.
import { describe, expect, it } from 'vitest';
import { configForType, loginTypeConfigErrors } from '../../../src/domain/loginTemplate';

const PLUGINS = '0123456789abcdef01234567';

describe('CIDAAS_LOGIN template config', () => {
  it('needs the plugin and the success URL', () => {
    expect(
      loginTypeConfigErrors('CIDAAS_LOGIN', { pluginId: PLUGINS, successUrl: 'https://hotel.example/ok' }),
    ).toEqual({});
    expect(Object.keys(loginTypeConfigErrors('CIDAAS_LOGIN', {})).sort()).toEqual([
      'loginTypeConfig.pluginId',
      'loginTypeConfig.successUrl',
    ]);
    expect(loginTypeConfigErrors('CIDAAS_LOGIN', { pluginId: PLUGINS, successUrl: 'javascript:x' })).toHaveProperty(
      'loginTypeConfig.successUrl',
    );
  });

  it('keeps no start or error URL', () => {
    expect(
      configForType('CIDAAS_LOGIN', {
        pluginId: PLUGINS,
        successUrl: ' https://hotel.example/ok ',
        splashUrl: 'https://x.example/',
        errorUrl: 'https://x.example/e',
      }),
    ).toEqual({ pluginId: PLUGINS, successUrl: 'https://hotel.example/ok' });
  });
});
