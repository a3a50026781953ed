// oidc-provider's own in-memory storage (lib/adapters/memory_adapter.js, no declarations of its own):
// the stand-in provider keeps its sessions, interactions, codes and tokens there.
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { AdapterFactory } from 'oidc-provider';

  export function createMemoryAdapter(clockTolerance?: number): AdapterFactory;
}
