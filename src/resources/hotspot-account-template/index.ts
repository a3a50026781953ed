import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Account templates (seed 001 §3): the limits and the expiry formula of the accounts a login
 * template creates. /hotspot-account-template, /create, /{id}, /{id}/edit.
 */
const hotspotAccountTemplate: ResourceModule = {
  name: 'hotspot-account-template',
  subject: 'HotspotAccountTemplate',
  icon: resourceIcon('accountTree'),
  recordRepresentation: 'name',
  screens: {
    list: () => import('./AccountTemplateList'),
    create: () => import('./AccountTemplateCreate'),
    show: () => import('./AccountTemplateShow'),
    edit: () => import('./AccountTemplateEdit'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default hotspotAccountTemplate;
