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
        contextType: '../context#GraphQLContext',
        // What the resolvers of a type receive and what lists return: each module's model (its
        // mapper's output, typed against the generated type), so a wrong field shape fails typecheck.
        // Types without a module yet stay Partial (their operations answer NOT_IMPLEMENTED).
        mappers: {
          Customer: '../../modules/customer/mapper#CustomerModel',
          CustomerPlugins: '../../modules/customer-plugins/mapper#CustomerPluginsModel',
          DeviceAccount: '../../modules/device-account/mapper#DeviceAccountModel',
          EnrollmentKey: '../../modules/enrollment/mapper#EnrollmentKeyModel',
          EnrollmentKeyLog: '../../modules/enrollment/mapper#EnrollmentKeyLogModel',
          HotspotAccount: '../../modules/hotspot-account/mapper#HotspotAccountModel',
          HotspotDevice: '../../modules/hotspot-device/mapper#HotspotDeviceModel',
          HotspotDeviceConfig: '../../modules/device-config/mapper#HotspotDeviceConfigModel',
          Location: '../../modules/location/mapper#LocationModel',
          PartnerLead: '../../modules/partner-lead/mapper#PartnerLeadModel',
          LocationGroup: '../../modules/location/mapper#LocationGroupModel',
          HotspotAccountTemplate: '../../modules/account-template/mapper#HotspotAccountTemplateModel',
          HotspotLoginTemplate: '../../modules/login-template/mapper#HotspotLoginTemplateModel',
          Imprint: '../../modules/start-page/mapper#ImprintModel',
          Template: '../../modules/start-page/mapper#TemplateModel',
          TemplateBundle: '../../modules/start-page/mapper#TemplateBundleModel',
          TermsOfUse: '../../modules/start-page/mapper#TermsOfUseModel',
          UserInvite: '../../modules/invite/mapper#InviteModel',
          Voucher: '../../modules/wifi-code/mapper#VoucherModel',
        },
        defaultMapper: 'Partial<{T}>',
      },
    },
  },
};
export default config;
