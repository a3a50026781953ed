import { useEffect, useState } from 'react';
import { Box, LinearProgress, Portal } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsFetching, useIsMutating, type Query } from '@tanstack/react-query';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../../domain';
import { useScreenLoading } from '../pages/screenLoads';

/** Background work that must not move the bar: permission refreshes and the shell's polls (seed 000 §7). */
export function countsForLoadingBar(query: Pick<Query, 'queryKey' | 'meta'>): boolean {
  const [first, second] = query.queryKey as unknown[];
  if (first === 'auth' && second === 'getPermissions') return false;
  return query.meta?.silent !== true;
}

/**
 * Page loading bar (seed 000 §4): a thin bar at the top while data is loading, shown only once the
 * loading has lasted LOADING_BAR_THROTTLE_MS (200 ms) and for at most LOADING_BAR_DURATION_MS
 * (5000 ms) per loading phase. The screen a navigation waits for counts as the page's loading too
 * (the previous page stays up meanwhile). The bar lives in the document's body (a portal): within
 * react-admin's content, a stacking context of its own, it would lie under the app bar. Outside the
 * page's landmarks, it is one of its own while shown: a region named as its progress bar is ("Wird
 * geladen …"; axe: a progress bar without a name, content outside landmarks, seen mid-load).
 */
export default function LoadingBar() {
  const fetching = useIsFetching({ predicate: countsForLoadingBar });
  const mutating = useIsMutating();
  const screenLoading = useScreenLoading();
  const busy = fetching + mutating > 0 || screenLoading;
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const show = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    const hide = setTimeout(() => setVisible(false), LOADING_BAR_THROTTLE_MS + LOADING_BAR_DURATION_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [busy]);
  return (
    <Portal>
      <Box
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 2 }}
        aria-hidden={!visible}
        {...(visible ? { role: 'region', 'aria-label': translate('shell.loading') } : {})}
      >
        {visible && (
          <LinearProgress
            color="secondary"
            sx={{ height: 3 }}
            data-testid="loading-bar"
            aria-label={translate('shell.loading')}
          />
        )}
      </Box>
    </Portal>
  );
}
