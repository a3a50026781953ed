import { useEffect, useState } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useIsFetching, useIsMutating, type Query } from '@tanstack/react-query';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../../domain';

/** Background work that must not move the bar: permission refreshes and the shell's polls (seed 000 §7). */
export function countsForLoadingBar(query: Pick<Query, 'queryKey' | 'meta'>): boolean {
  const [first, second] = query.queryKey as unknown[];
  if (first === 'auth' && second === 'getPermissions') return false;
  return query.meta?.silent !== true;
}

/**
 * Page loading bar (seed 000 §4): a thin bar at the top while data is loading, shown only once the
 * loading has lasted LOADING_BAR_THROTTLE_MS (200 ms) and for at most LOADING_BAR_DURATION_MS
 * (5000 ms) per loading phase.
 */
export default function LoadingBar() {
  const fetching = useIsFetching({ predicate: countsForLoadingBar });
  const mutating = useIsMutating();
  const busy = fetching + mutating > 0;
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
    <Box
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 2 }}
      aria-hidden={!visible}
    >
      {visible && <LinearProgress color="secondary" sx={{ height: 3 }} data-testid="loading-bar" />}
    </Box>
  );
}
