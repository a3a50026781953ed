// The ui-settings module's face.
export { uiSettingsRoutes as routes } from './routes';
