/**
 * Default layout for logged-in users (seed 000 §2); see layout/DefaultLayout.tsx. App.tsx loads
 * this module on demand, so the login page does not carry the drawer, menu, app bar, licence card
 * and customer switch (DESIGN budget: login page ≤ 300 KB gzip).
 */
export { default } from './layout/DefaultLayout';
