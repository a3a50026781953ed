import type { CodegenConfig } from '@graphql-codegen/cli';

// One source of truth: the SDL files in schema/. Types for the server resolvers and for the client.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript'],
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        avoidOptionals: false,
      },
    },
    'server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        contextType: '../../platform/context#RequestContext',
        // What the resolvers of a type receive and what lists return: each module's model (its
        // mapper's output, typed against the generated type), so a wrong field shape fails typecheck.
        // Types without a module yet stay Partial (their operations answer NOT_IMPLEMENTED).
        mappers: {
          Customer: '../../tenancy/customer/mapper#CustomerModel',
          CustomerPlugins: '../../tenancy/customer-plugins/mapper#CustomerPluginsModel',
          DeviceAccount: '../../access/device-account/mapper#DeviceAccountModel',
          EnrollmentKey: '../../network/enrollment/mapper#EnrollmentKeyModel',
          EnrollmentKeyLog: '../../network/enrollment/mapper#EnrollmentKeyLogModel',
          HotspotAccount: '../../access/hotspot-account/mapper#HotspotAccountModel',
          HotspotDevice: '../../network/hotspot-device/mapper#HotspotDeviceModel',
          HotspotDeviceConfig: '../../network/device-config/mapper#HotspotDeviceConfigModel',
          Location: '../../network/location/mapper#LocationModel',
          PartnerLead: '../../tenancy/partner-lead/mapper#PartnerLeadModel',
          LocationGroup: '../../network/location/mapper#LocationGroupModel',
          HotspotAccountTemplate: '../../templates/account-template/mapper#HotspotAccountTemplateModel',
          HotspotLoginTemplate: '../../templates/login-template/mapper#HotspotLoginTemplateModel',
          Imprint: '../../templates/start-page/mapper#ImprintModel',
          Template: '../../templates/start-page/mapper#TemplateModel',
          TemplateBundle: '../../templates/start-page/mapper#TemplateBundleModel',
          TermsOfUse: '../../templates/start-page/mapper#TermsOfUseModel',
          UserInvite: '../../tenancy/invite/mapper#InviteModel',
          Voucher: '../../access/wifi-code/mapper#VoucherModel',
        },
        defaultMapper: 'Partial<{T}>',
      },
    },
  },
};
export default config;
