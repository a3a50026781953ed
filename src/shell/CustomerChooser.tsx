import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useInfiniteGetList, useTranslate } from 'react-admin';
import { CUSTOMER_PAGE_SIZE, SEARCH_DEBOUNCE_MS, SEARCH_FIELD_MIN_CUSTOMERS, SWITCH_DRAWER_WIDTH } from '../domain';
import { activeCustomer, useActiveCustomer, type CustomerSummary } from '../providers/activeCustomer';
import { useSwitchCustomer } from './useSwitchCustomer';

type CustomerRecord = CustomerSummary & { id: string };

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function addressLine(customer: CustomerSummary): string {
  const a = customer.address;
  if (!a) return '';
  return [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function CustomerText({ customer }: { customer: CustomerSummary }) {
  const translate = useTranslate();
  return (
    <ListItemText
      primary={
        <Stack direction="row" spacing={1} alignItems="center" component="span">
          <span>{customer.company}</span>
          {!customer.active && (
            <Chip size="small" label={translate('shell.customerSwitch.inactive')} component="span" />
          )}
        </Stack>
      }
      secondary={[customer.customerId, addressLine(customer)].filter(Boolean).join(' · ')}
    />
  );
}

/**
 * The customer switch (minimal version of seed 000 §2 "Customer switch panel"): right drawer,
 * search over the `customers` query (debounced, shown above 3 customers), pages of 20 with
 * load-more, the selected customer on top with a reset button (hidden with a single customer).
 */
export default function CustomerChooser() {
  const translate = useTranslate();
  const { selectVisible, customerId, customer } = useActiveCustomer();
  const switchCustomer = useSwitchCustomer();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, total, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteGetList<CustomerRecord>(
      'customer',
      {
        filter: q ? { q } : {},
        pagination: { page: 1, perPage: CUSTOMER_PAGE_SIZE },
        sort: { field: 'company', order: 'ASC' },
      },
      { enabled: selectVisible },
    );
  const customers = data?.pages.flatMap((page) => page.data) ?? [];
  const [unfilteredTotal, setUnfilteredTotal] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!q && total !== undefined) setUnfilteredTotal(total);
  }, [q, total]);
  const showSearch = (unfilteredTotal ?? 0) > SEARCH_FIELD_MIN_CUSTOMERS;
  const singleCustomer = unfilteredTotal === 1;

  const close = () => activeCustomer.setSelectVisible(false);
  const choose = (picked: CustomerRecord) => {
    switchCustomer(picked.customerId, picked);
    close();
  };

  return (
    <Drawer anchor="right" open={selectVisible} onClose={close}>
      <Box
        sx={{ width: { xs: '100vw', sm: SWITCH_DRAWER_WIDTH }, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        role="dialog"
        aria-labelledby="customer-switch-title"
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography variant="h6" id="customer-switch-title">
            {translate('shell.customerSwitch.title')}
          </Typography>
          <IconButton onClick={close} aria-label={translate('shell.customerSwitch.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>

        {customerId && (
          <Box sx={{ border: 1, borderColor: 'primary.main', borderRadius: 1, px: 1 }}>
            <Typography variant="overline">{translate('shell.customerSwitch.selected')}</Typography>
            {customer ? <CustomerText customer={customer} /> : <Typography>{customerId}</Typography>}
            {!singleCustomer && (
              <Button size="small" onClick={() => switchCustomer(null, null)} sx={{ mb: 1 }}>
                {translate('shell.customerSwitch.reset')}
              </Button>
            )}
          </Box>
        )}

        {(showSearch || q) && (
          <TextField
            type="search"
            autoFocus
            label={translate('shell.customerSwitch.search')}
            placeholder={translate('shell.customerSwitch.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            helperText={
              total !== undefined ? translate('shell.customerSwitch.searchHint', { smart_count: total }) : ' '
            }
          />
        )}

        {error ? <Alert severity="error">{translate('error.loadingFailed')}</Alert> : null}
        {isPending && selectVisible ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} aria-label={translate('shell.loading')} />
          </Box>
        ) : null}
        {!isPending && !error && customers.length === 0 ? (
          <Alert severity="info">{translate(q ? 'shell.customerSwitch.noMatch' : 'shell.customerSwitch.noData')}</Alert>
        ) : null}

        <List dense disablePadding sx={{ overflowY: 'auto' }}>
          {customers.map((item) => (
            <ListItemButton key={item.id} selected={item.customerId === customerId} onClick={() => choose(item)}>
              <CustomerText customer={item} />
            </ListItemButton>
          ))}
        </List>
        {hasNextPage && (
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {translate('shell.customerSwitch.loadMore')}
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
