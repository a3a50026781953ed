import { useEffect } from 'react';
import type { I18nProvider } from 'react-admin';
import { chunkReload, isChunkLoadError } from './chunkReload';
import { errorMessageKey, statusOfError } from './errorStatus';

/**
 * The last-resort error page: for errors that escape every route's boundary (RootErrorPage) and
 * for a portal whose code did not load (main.tsx). It renders outside react-admin — no theme, no auth — so it is plain
 * HTML with the translated message and a full page load of the home page.
 */
export default function RootErrorView({
  error,
  i18nProvider,
}: {
  error: unknown;
  i18nProvider: Pick<I18nProvider, 'translate'>;
}) {
  const chunk = isChunkLoadError(error);
  const reloading = chunk && chunkReload.allowed();
  useEffect(() => {
    if (reloading) chunkReload.reload();
  }, [reloading]);
  const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
  const status = statusOfError(error);
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
        minHeight: '100vh',
        margin: 0,
        padding: '15vh 24px',
        background: '#121212',
        color: '#fff',
        textAlign: 'center',
      }}
    >
      {reloading ? (
        <p>{t('error.chunkReload')}</p>
      ) : (
        <>
          <h1 style={{ fontWeight: 400 }}>{t(errorMessageKey(status))}</h1>
          <p style={{ opacity: 0.7 }}>{t('error.code', { status })}</p>
          <p>
            <a href="/" style={{ color: '#ef9a9a' }}>
              {t('error.backHome')}
            </a>
          </p>
        </>
      )}
    </main>
  );
}
