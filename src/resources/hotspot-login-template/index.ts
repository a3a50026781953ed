import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

/**
 * Login templates (seed 001 §3): how guests log in (login type and its config), which account
 * template they get, the terms of use and the re-login delay. /hotspot-login-template, /create,
 * /{id}, /{id}/edit.
 */
const hotspotLoginTemplate: ResourceModule = {
  name: 'hotspot-login-template',
  subject: 'HotspotLoginTemplate',
  icon: resourceIcon('viewQuilt'),
  recordRepresentation: 'name',
  screens: {
    list: () => import('./LoginTemplateList'),
    create: () => import('./LoginTemplateCreate'),
    show: () => import('./LoginTemplateShow'),
    edit: () => import('./LoginTemplateEdit'),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default hotspotLoginTemplate;
