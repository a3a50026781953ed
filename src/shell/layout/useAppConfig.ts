import { useEffect, useState } from 'react';
import { DEFAULT_APP_CONFIG, loadAppConfig, normaliseAppConfig, type AppConfig } from './shellApi';

/**
 * The app configuration (GET /app-config: content, support and imprint URLs, support mail domains),
 * loaded once per page load; the defaults until then. Its own module: the logged-out pages' footer
 * needs it without the rest of the shell.
 */

let lastAppConfig: AppConfig | null = null;

/** The app configuration (defaults until loaded; loaded once per page load). */
export function useAppConfig(): AppConfig {
  const [config, setConfig] = useState<AppConfig>(() => lastAppConfig ?? normaliseAppConfig(DEFAULT_APP_CONFIG));
  useEffect(() => {
    let alive = true;
    void loadAppConfig().then((value) => {
      lastAppConfig = value;
      if (alive) setConfig(value);
    });
    return () => {
      alive = false;
    };
  }, []);
  return config;
}

/** Forget the remembered app configuration (tests). */
export function resetAppConfigMemo(): void {
  lastAppConfig = null;
}
