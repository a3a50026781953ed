/** The plugin screens in one chunk: they share their parts, and one loader costs the login page least. */
export { default as CustomerPluginList } from './CustomerPluginList';
export { default as CustomerPluginCreate } from './CustomerPluginCreate';
export { default as CustomerPluginEdit } from './CustomerPluginEdit';
