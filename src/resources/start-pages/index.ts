import { resourceIcon } from '../icons';
import type { ResourceModule } from '../../shell/registry';

const terms = () => import('./TermsOfUse');
const imprints = () => import('./Imprints');
const templates = () => import('./Templates');
const bundles = () => import('./Bundles');

/**
 * Start pages (/start-pages): terms of use, imprints, templates and template bundles, one tab each
 * (extension, docs/decisions.md "Start pages"). The data resources are the paths below the area
 * ('start-pages/terms-of-use' …); /start-pages lands on the terms-of-use tab.
 */
const startPages: ResourceModule = {
  name: 'start-pages',
  subject: 'StartPageContent',
  icon: resourceIcon('web'),
  screens: {
    list: () => terms().then((m) => ({ default: m.TermsOfUseList })),
    'terms-of-use': () => terms().then((m) => ({ default: m.TermsOfUseList })),
    'terms-of-use/create': () => terms().then((m) => ({ default: m.TermsOfUseCreate })),
    'terms-of-use/:id': () => terms().then((m) => ({ default: m.TermsOfUseShow })),
    'terms-of-use/:id/edit': () => terms().then((m) => ({ default: m.TermsOfUseEdit })),
    imprints: () => imprints().then((m) => ({ default: m.ImprintList })),
    'imprints/create': () => imprints().then((m) => ({ default: m.ImprintCreate })),
    'imprints/:id': () => imprints().then((m) => ({ default: m.ImprintShow })),
    'imprints/:id/edit': () => imprints().then((m) => ({ default: m.ImprintEdit })),
    templates: () => templates().then((m) => ({ default: m.TemplateList })),
    'templates/create': () => templates().then((m) => ({ default: m.TemplateCreate })),
    'templates/:id': () => templates().then((m) => ({ default: m.TemplateShow })),
    'templates/:id/edit': () => templates().then((m) => ({ default: m.TemplateEdit })),
    bundles: () => bundles().then((m) => ({ default: m.BundleList })),
    'bundles/create': () => bundles().then((m) => ({ default: m.BundleCreate })),
    'bundles/:id': () => bundles().then((m) => ({ default: m.BundleShow })),
    'bundles/:id/edit': () => bundles().then((m) => ({ default: m.BundleEdit })),
  },
  api: () => import('./api'),
  messages: () => import('./messages'),
};

export default startPages;
