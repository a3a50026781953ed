import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from './domain';
import { activeCustomer } from './providers/activeCustomer';
import App from './App';

// The address's `organization` parameter (or the last visit) gives the first active customer,
// before any data call runs.
activeCustomer.init();

// A route chunk that fails to load (new deployment): reload the page, at most once a minute.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'hp.chunkReloadAt';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last > CHUNK_RELOAD_MIN_INTERVAL_MS) {
    event.preventDefault();
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  }
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
