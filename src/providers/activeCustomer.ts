import { useSyncExternalStore } from 'react';
import { ORGANIZATION_QUERY_PARAM } from '../domain/constants';

/**
 * THE store of the active customer (seed 000 §3 client state: customer, customerId, selectVisible).
 * Every tenant-scoped call of the data provider reads it; the `organization` query parameter
 * mirrors it (see shell/CustomerBoundary.tsx), and a switch is a hard boundary (see
 * shell/useSwitchCustomer.ts: caches, selections and permission answers are cleared).
 */

export interface CustomerAddress {
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface VoucherLicense {
  allowed: number;
  left: number;
  customerId?: string;
}

export interface CustomerSummary {
  _id: string;
  customerId: string;
  company: string;
  active: boolean;
  address?: CustomerAddress | null;
  voucherLicense?: VoucherLicense | null;
  [key: string]: unknown;
}

export interface ActiveCustomerState {
  customerId: string | null;
  /** Details of the active customer once loaded (null while loading or after a switch). */
  customer: CustomerSummary | null;
  /** The customer chooser is open. */
  selectVisible: boolean;
}

const STORAGE_KEY = 'hp.activeCustomer';
const listeners = new Set<() => void>();
let state: ActiveCustomerState = { customerId: null, customer: null, selectVisible: false };

function emit(next: ActiveCustomerState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function persist(customerId: string | null) {
  try {
    if (customerId) localStorage.setItem(STORAGE_KEY, customerId);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): the URL parameter still carries the customer
  }
}

export const activeCustomer = {
  get: (): ActiveCustomerState => state,
  getId: (): string | null => state.customerId,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Make `customerId` the active customer. Changing the id first clears id and details, then sets
   * the new id (seed 000 §4); details may be passed when already known (picked from a list).
   */
  set(customerId: string | null, customer: CustomerSummary | null = null): void {
    if (customerId === state.customerId) {
      if (customer && customer.customerId === customerId) emit({ ...state, customer });
      return;
    }
    emit({ ...state, customerId: null, customer: null });
    emit({ ...state, customerId, customer: customer && customer.customerId === customerId ? customer : null });
    persist(customerId);
  },
  /** Store the loaded details of the active customer (ignored when they belong to another one). */
  setDetails(customer: CustomerSummary): void {
    if (customer.customerId === state.customerId) emit({ ...state, customer });
  },
  setSelectVisible(selectVisible: boolean): void {
    if (selectVisible !== state.selectVisible) emit({ ...state, selectVisible });
  },
  /**
   * Forget the active customer. On logout `notify: false`: the pages still mounted until the
   * navigation to the login page must not react (e.g. by looking for a customer to auto-select
   * without a session); whoever renders next reads the cleared state.
   */
  clear({ notify = true }: { notify?: boolean } = {}): void {
    persist(null);
    const cleared = { customerId: null, customer: null, selectVisible: false };
    if (notify) emit(cleared);
    else state = cleared;
  },
  /**
   * Initial value at start-up: the `organization` parameter of the address wins, otherwise the
   * customer of the last visit.
   */
  init(search: string = typeof location !== 'undefined' ? location.search : ''): void {
    const fromUrl = new URLSearchParams(search).get(ORGANIZATION_QUERY_PARAM);
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      stored = null;
    }
    const customerId = fromUrl || stored;
    if (customerId) {
      emit({ ...state, customerId, customer: null });
      persist(customerId);
    }
  },
};

/** The active customer, re-rendering on change. */
export function useActiveCustomer(): ActiveCustomerState {
  return useSyncExternalStore(activeCustomer.subscribe, activeCustomer.get, activeCustomer.get);
}

export function openCustomerChooser(): void {
  activeCustomer.setSelectVisible(true);
}
