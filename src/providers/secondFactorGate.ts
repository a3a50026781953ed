/**
 * The customers whose data the server refused because they require a second factor the user has not
 * set up: named by the permissions' answer (`secondFactorWithheld` beside the ACL map, D317) and by
 * a refusal (SECOND_FACTOR_REQUIRED with customerId and customerName, D294) where GraphQL errors pass
 * (apolloClient.ts, restClient.ts); shown by the shell in place of the customer's pages with the way
 * to the enrolment, forgotten once a factor is set up (the profile's cards).
 */
export interface SecondFactorGate {
  customerId: string;
  customerName: string;
}

let gates: readonly SecondFactorGate[] = [];
const listeners = new Set<() => void>();

const emit = () => {
  for (const l of listeners) l();
};

export const secondFactorGate = {
  /** Notes a refusal from a GraphQL error's extensions; ignores everything else. */
  noteError(extensions: Record<string, unknown> | undefined | null): void {
    if (extensions?.code !== 'SECOND_FACTOR_REQUIRED') return;
    const customerId = extensions.customerId;
    if (typeof customerId !== 'string' || gates.some((g) => g.customerId === customerId)) return;
    const name = typeof extensions.customerName === 'string' ? extensions.customerName : customerId;
    gates = [...gates, { customerId, customerName: name }];
    emit();
  },
  /**
   * The permissions' answer (authProvider.getAcl): what it names is withheld now, and nothing else is
   * (a factor set up elsewhere, a requirement lifted). Anything but a list of {customerId,
   * customerName} entries counts as none.
   */
  fromPermissions(withheld: unknown): void {
    const next = Array.isArray(withheld)
      ? withheld.flatMap((w: unknown) => {
          const { customerId, customerName } = (w ?? {}) as Record<string, unknown>;
          if (typeof customerId !== 'string') return [];
          return [{ customerId, customerName: typeof customerName === 'string' ? customerName : customerId }];
        })
      : [];
    const same =
      next.length === gates.length &&
      next.every((g, i) => g.customerId === gates[i]!.customerId && g.customerName === gates[i]!.customerName);
    if (same) return;
    gates = next;
    emit();
  },
  /** The refusal noted for this customer, if any. */
  of(customerId: string | null | undefined): SecondFactorGate | undefined {
    return customerId ? gates.find((g) => g.customerId === customerId) : undefined;
  },
  get: (): readonly SecondFactorGate[] => gates,
  /** A factor was set up: every customer is asked again. */
  clear(): void {
    if (!gates.length) return;
    gates = [];
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
