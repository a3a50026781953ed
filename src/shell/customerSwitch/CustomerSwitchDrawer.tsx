import { useCallback, useRef, useState, type UIEvent } from 'react';
import { Box, Drawer, Fab, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  LOAD_MORE_TRIGGER_PX,
  SCROLL_UP_AFTER_PX,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FIELD_MIN_CUSTOMERS,
  SWITCH_DRAWER_WIDTH,
} from '../../domain';
import { closeCustomerChooser, useActiveCustomer } from '../../providers/activeCustomer';
import { useSwitchCustomer } from '../useSwitchCustomer';
import CustomerListView from './CustomerListView';
import CustomerSearchField from './CustomerSearchField';
import SelectedCustomerCard from './SelectedCustomerCard';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { customerListKey, useCustomerList, useCustomerTotal, type CustomerRow } from './useCustomerList';

/**
 * The drawer's body (mounted while open): selected customer, search, list. One scroll container:
 * near its end the next page loads, past SCROLL_UP_AFTER_PX a scroll-up button appears.
 */
function CustomerSwitchPanel() {
  const translate = useTranslate();
  const { customerId, customer, summary, selectVisible } = useActiveCustomer();
  const switchCustomer = useSwitchCustomer();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCustomerList(q);
  const all = useCustomerTotal();
  const showSearch = (all.total ?? 0) > SEARCH_FIELD_MIN_CUSTOMERS;
  const single = all.total === 1;
  const scrollRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [scrolledDown, setScrolledDown] = useState(false);

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    setScrolledDown(el.scrollTop > SCROLL_UP_AFTER_PX);
    if (
      selectVisible &&
      hasNextPage &&
      !isFetchingNextPage &&
      el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_TRIGGER_PX
    ) {
      fetchNextPage();
    }
  };

  const scrollUp = () => {
    const el = scrollRef.current;
    if (!el) return;
    if (typeof el.scrollTo === 'function') el.scrollTo({ top: 0, behavior: 'smooth' });
    else el.scrollTop = 0;
    setScrolledDown(false);
  };

  const choose = useCallback(
    (picked: CustomerRow) => {
      switchCustomer(picked.customerId, picked);
      closeCustomerChooser();
    },
    [switchCustomer],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', position: 'relative' }}>
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h6" component="h2" id="customer-switch-title">
          {translate('shell.customerSwitch.title')}
        </Typography>
        <IconButton onClick={closeCustomerChooser} aria-label={translate('shell.customerSwitch.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        ref={scrollRef}
        onScroll={onScroll}
        data-testid="customer-switch-scroll"
        sx={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', px: 2, pt: 2, pb: 8 }}
      >
        {customerId && (
          <SelectedCustomerCard
            customerId={customerId}
            customer={customer}
            summary={summary}
            single={single}
            onReset={() => switchCustomer(null, null)}
          />
        )}
        {showSearch && (
          // The drawer's own background: in the dark theme a Paper's elevation lightens it with an
          // overlay image (--Paper-overlay), which background.paper alone lacks.
          <Box
            sx={{
              position: 'sticky',
              top: -16,
              zIndex: 1,
              bgcolor: 'background.paper',
              backgroundImage: 'var(--Paper-overlay)',
              pt: 2,
              mt: -2,
            }}
          >
            <CustomerSearchField value={search} onChange={setSearch} total={list.total} inputRef={searchRef} />
          </Box>
        )}
        <CustomerListView
          customers={list.customers}
          total={list.total}
          activeId={customerId}
          search={q}
          isPending={list.isPending}
          isPlaceholderData={list.isPlaceholderData}
          error={list.error}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
          onChoose={choose}
          onExitTop={showSearch ? () => searchRef.current?.focus() : undefined}
        />
      </Box>
      {scrolledDown && (
        <Tooltip title={translate('shell.customerSwitch.scrollUp')}>
          <Fab
            size="small"
            color="primary"
            aria-label={translate('shell.customerSwitch.scrollUp')}
            onClick={scrollUp}
            sx={{ position: 'absolute', right: 24, bottom: 24 }}
          >
            <KeyboardArrowUpIcon />
          </Fab>
        </Tooltip>
      )}
    </Box>
  );
}

type Pages = InfiniteData<{ data: CustomerRow[]; total: number }, number>;

/**
 * The customer switch panel (seed 000 §2): a right-side drawer, SWITCH_DRAWER_WIDTH wide, opened
 * by openCustomerChooser(). On close, searches are dropped and the unfiltered list is trimmed to
 * its first page: only what is on screen is kept, even for 10,000 customers.
 */
export default function CustomerSwitchDrawer() {
  const { selectVisible } = useActiveCustomer();
  const queryClient = useQueryClient();
  // once the drawer is gone (not while its list is still on screen, sliding out)
  const forgetLoadedPages = useCallback(() => {
    queryClient.removeQueries({
      queryKey: ['customer', 'switchList'],
      predicate: (query) => (query.queryKey[2] as { search?: string } | undefined)?.search !== '',
    });
    queryClient.setQueryData<Pages>(customerListKey(''), (data) =>
      data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
  }, [queryClient]);

  return (
    <Drawer
      anchor="right"
      open={selectVisible}
      onClose={closeCustomerChooser}
      // the paper is the dialog (role dialog, aria-modal); it is named by the headline
      slotProps={{
        paper: {
          'aria-labelledby': 'customer-switch-title',
          sx: { width: { xs: '100%', sm: SWITCH_DRAWER_WIDTH }, overflow: 'hidden' },
        },
        transition: { onExited: forgetLoadedPages },
      }}
    >
      <CustomerSwitchPanel />
    </Drawer>
  );
}
