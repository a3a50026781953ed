import { memo, useRef, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeError } from '../../providers/errors';
import { addressLine } from './customerFormat';
import type { CustomerRow } from './useCustomerList';

interface RowProps {
  customer: CustomerRow;
  selected: boolean;
  inactiveLabel: string;
  onChoose: (customer: CustomerRow) => void;
}

/**
 * One customer: a button named by what it shows — company, state, customerId and address (issue 39:
 * a label of the company alone differed from the visible text, which speech input users read out).
 */
const CustomerRowItem = memo(function CustomerRowItem({ customer, selected, inactiveLabel, onChoose }: RowProps) {
  const address = addressLine(customer.address);
  return (
    // content-visibility: rows far outside the viewport cost no layout or paint
    <ListItem disablePadding sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 72px' }}>
      <ListItemButton
        data-customer-row
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onChoose(customer)}
      >
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} alignItems="center" component="span">
              <span>{customer.company}</span>
              {!customer.active && <Chip size="small" label={inactiveLabel} component="span" />}
            </Stack>
          }
          secondary={
            <>
              <span>{customer.customerId}</span>
              {address && (
                <>
                  <br />
                  <span>{address}</span>
                </>
              )}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
});

export interface CustomerListViewProps {
  customers: CustomerRow[];
  total: number | undefined;
  activeId: string | null;
  search: string;
  isPending: boolean;
  /** The rows shown belong to the previous search (the new one is loading). */
  isPlaceholderData: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onChoose: (customer: CustomerRow) => void;
  /** Focus leaves the list upwards (to the search field). */
  onExitTop?: () => void;
}

/**
 * The customers of the switch: rows (buttons named by company; arrow keys, Home and End move
 * between them), a load-more button while more pages exist, and the empty states.
 */
export default function CustomerListView(props: CustomerListViewProps) {
  const { customers, total, activeId, search, isPending, isPlaceholderData, error } = props;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, onChoose, onExitTop } = props;
  const translate = useTranslate();
  const listRef = useRef<HTMLUListElement>(null);
  const inactiveLabel = translate('shell.customerSwitch.inactive');

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const rows = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-customer-row]') ?? []);
    const index = rows.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') {
      next = rows[index + 1];
      if (!next) fetchNextPage();
    } else if (event.key === 'ArrowUp') {
      next = rows[index - 1];
      if (!next && onExitTop) {
        event.preventDefault();
        onExitTop();
        return;
      }
    } else if (event.key === 'Home') next = rows[0];
    else if (event.key === 'End') next = rows[rows.length - 1];
    else return;
    event.preventDefault();
    next?.focus();
  };

  if (error && customers.length === 0) {
    // The server's reason where it gave one (a search it refuses: "control characters are not
    // allowed"), else that loading failed.
    const { code, messageKey, args } = describeError(error);
    return (
      <Alert severity="error" role="alert">
        {translate(code === 'BAD_USER_INPUT' ? messageKey : 'error.loadingFailed', args)}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={translate('shell.loading')} />
      </Box>
    );
  }
  if (customers.length === 0 && !isPlaceholderData) {
    return (
      <Alert severity="info" role="status">
        {translate(search ? 'shell.customerSwitch.noMatch' : 'shell.customerSwitch.noData')}
      </Alert>
    );
  }
  return (
    <>
      <List
        ref={listRef}
        id="customer-switch-list"
        aria-label={translate('shell.customerSwitch.list')}
        aria-busy={isPlaceholderData || isFetchingNextPage}
        disablePadding
        onKeyDown={onKeyDown}
        sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {customers.map((customer) => (
          <CustomerRowItem
            key={customer.id}
            customer={customer}
            selected={customer.customerId === activeId}
            inactiveLabel={inactiveLabel}
            onChoose={onChoose}
          />
        ))}
      </List>
      {total !== undefined && total > customers.length && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 1 }}>
          {translate('shell.customerSwitch.loadedOf', { loaded: customers.length, total })}
        </Typography>
      )}
      {hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <Button
            onClick={fetchNextPage}
            disabled={isFetchingNextPage}
            startIcon={isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
          >
            {translate('shell.customerSwitch.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
