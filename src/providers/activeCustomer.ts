import { useSyncExternalStore } from 'react';
import { ORGANIZATION_QUERY_PARAM } from '../domain/constants';
import type * as Gql from '../generated/graphql';

/**
 * THE store of the active customer (seed 000 §3 client state: customer, customerId, selectVisible).
 * Every tenant-scoped call of the data provider reads it (`activeCustomer.getId`); the
 * `organization` query parameter mirrors it (shell/guards), its details are loaded by
 * shell/customerSwitch/useCustomerDetails, and a switch is a hard boundary
 * (shell/useSwitchCustomer: caches, selections and permission answers are cleared).
 *
 * Transitions (seed 000 §4): changing the id first clears customerId and customer, then sets the
 * new id; the details are stored when loaded (and skipped when already loaded for that id); the
 * licence utilisation is cleared on a change and while loading.
 */

/** Shapes of the data interface, from the SDL (npm run codegen), as the portal selects them. */
export type CustomerAddress = Partial<Omit<Gql.CustomerAddress, '__typename'>>;
export type VoucherLicense = Pick<Gql.VoucherLicense, 'allowed' | 'left'> &
  Partial<Pick<Gql.VoucherLicense, 'customerId'>>;
/** license -1 (or 0 / unset) means unlimited. */
export type LicenseUtilization = Omit<Gql.LicenseUtilization, '__typename'>;

/** One plugin block of a customer: null / missing means never configured (inactive). */
export interface PluginBlock {
  active: boolean;
  [field: string]: unknown;
}

export interface SlaStatusBlock extends PluginBlock {
  email?: string | null;
  hotline?: string | null;
  level?: string | null;
  partner?: string | null;
  slaOptions?: string[] | null;
  supportPortal?: string | null;
}

export interface CustomerPlugins {
  analytics?: (PluginBlock & { productTier?: string | null }) | null;
  concurrentUser?: (PluginBlock & { value?: number | null }) | null;
  slaStatus?: SlaStatusBlock | null;
  [plugin: string]: PluginBlock | string | null | undefined;
}

/** A row of the customer list (Customers query, seed 000 §7). */
export interface CustomerSummary {
  _id: string;
  customerId: string;
  company: string;
  active: boolean;
  address?: CustomerAddress | null;
  voucherLicense?: VoucherLicense | null;
  [key: string]: unknown;
}

/** The details of one customer (CustomersDetails, seed 000 §3, §7). */
export interface CustomerDetails extends CustomerSummary {
  email?: string | null;
  phone?: string | null;
  description?: string | null;
  website?: string | null;
  plugins?: CustomerPlugins | null;
  licenseUtilization?: LicenseUtilization | null;
}

export interface ActiveCustomerState {
  customerId: string | null;
  /** Details of the active customer once loaded; null while loading and right after a switch. */
  customer: CustomerDetails | null;
  /** The list row the customer was picked from (company and address known at once), else null. */
  summary: CustomerSummary | null;
  /** A customer is active and its details are not loaded yet. */
  loading: boolean;
  /** The customer switch drawer is open. */
  selectVisible: boolean;
}

const STORAGE_KEY = 'hp.activeCustomer';
const listeners = new Set<() => void>();
const EMPTY: ActiveCustomerState = {
  customerId: null,
  customer: null,
  summary: null,
  loading: false,
  selectVisible: false,
};
let state: ActiveCustomerState = EMPTY;

function emit(next: Omit<ActiveCustomerState, 'loading'>) {
  state = { ...next, loading: !!next.customerId && !next.customer };
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
   * Make `customerId` the active customer (use shell/useSwitchCustomer in components: it also
   * clears caches and selections). Changing the id first clears id and details, then sets the new
   * id; `summary` is the list row it was picked from, when known. Setting the same id again only
   * refreshes the summary.
   */
  set(customerId: string | null, summary: CustomerSummary | null = null): void {
    const picked = summary && summary.customerId === customerId ? summary : null;
    if (customerId === state.customerId) {
      if (picked) emit({ ...state, summary: picked });
      return;
    }
    emit({ ...state, customerId: null, customer: null, summary: null });
    emit({ ...state, customerId, customer: null, summary: picked });
    persist(customerId);
  },
  /** Store the loaded details of the active customer (ignored when they belong to another one). */
  setDetails(customer: CustomerDetails): void {
    if (!state.customerId || customer.customerId !== state.customerId) return;
    emit({ ...state, customer, summary: state.summary ?? customer });
  },
  /** The details are loaded for `customerId` (the details fetch is skipped then). */
  hasDetails(customerId: string | null = state.customerId): boolean {
    return !!customerId && state.customer?.customerId === customerId;
  },
  /**
   * Replace the licence utilisation of the active customer; null clears it (while the licence
   * card reloads it).
   */
  setLicenseUtilization(licenseUtilization: LicenseUtilization | null): void {
    if (!state.customer) return;
    if (licenseUtilization && licenseUtilization.customerId !== state.customerId) return;
    emit({ ...state, customer: { ...state.customer, licenseUtilization } });
  },
  /** Forget the loaded details so that they are fetched again (e.g. after the plugins changed). */
  reloadDetails(): void {
    if (state.customer) emit({ ...state, customer: null });
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
    if (notify) emit(EMPTY);
    else state = EMPTY;
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
    if (customerId && customerId !== state.customerId) {
      emit({ ...state, customerId, customer: null, summary: null });
      persist(customerId);
    }
  },
};

/**
 * The active customer, re-rendering on change: `{ customerId, customer, summary, loading,
 * selectVisible }`; `customer` holds the details (plugins, address, e-mail, phone, description,
 * website, licenseUtilization, voucherLicense) once loaded.
 */
export function useActiveCustomer(): ActiveCustomerState {
  return useSyncExternalStore(activeCustomer.subscribe, activeCustomer.get, activeCustomer.get);
}

/** Open the customer switch drawer (the app bar's switch button). */
export function openCustomerChooser(): void {
  activeCustomer.setSelectVisible(true);
}

/** Close the customer switch drawer. */
export function closeCustomerChooser(): void {
  activeCustomer.setSelectVisible(false);
}
