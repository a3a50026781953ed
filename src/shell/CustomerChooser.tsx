/** The customer switch drawer (kept under this name for the layout; see ./customerSwitch). */
export { default } from './customerSwitch';
