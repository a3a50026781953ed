// The server's import rule (docs/architecture.md), on the real import graph: the platform floor and
// the transports import no module, no service reaches into another module's store, a domain never
// imports a higher one, and no cycle between modules is larger than MAX_CYCLE.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { buildGraph, check, MAX_CYCLE, valueImports } from '../../scripts/import-graph.mjs';

type Edge = { from: string; to: string };
type Result = { problems: string[]; figures: Record<string, number>; cycles: string[][] };
const run = check as (edges?: Edge[]) => Result;

// Reading every server file takes 1-2 s on a quiet machine and several times that on a loaded one.
describe('the server import graph', { timeout: 60_000 }, () => {
  it('keeps every rule', () => {
    const r = run();
    expect(r.problems).toEqual([]);
    expect(r.figures.largestModuleCycle).toBeLessThanOrEqual(MAX_CYCLE);
    expect(r.figures.importsIntoModules).toBe(0);
    expect(r.figures.storeFromService).toBe(0);
    expect(r.figures.modules).toBeGreaterThan(20);
  });

  it('sees value imports only, and every module', () => {
    const edges = (buildGraph as () => Edge[])();
    // Type-only imports of the platform's context are everywhere; value imports of it are few.
    expect(edges.some((e) => e.to === 'server/platform/context.ts' && e.from.endsWith('positions.ts'))).toBe(true);
    expect((valueImports as (f: string) => string[])('server/platform/context.ts')).toEqual([]);
  });

  it('catches each kind of break', () => {
    const e = (from: string, to: string) => ({ from, to });
    const r = run([
      e('server/platform/paging.ts', 'server/tenancy/customer/index.ts'),
      e('server/graphql/hardening.ts', 'server/access/session/store.ts'),
      e('server/network/location/service.ts', 'server/network/hotspot-device/store.ts'),
      e('server/templates/start-page/service.ts', 'server/network/device-config/index.ts'),
      e('server/access/session/service.ts', 'server/tenancy/customer/service.ts'),
      e('server/tenancy/audit/plugin.ts', 'server/graphql/authorization.ts'),
      ...['a', 'b', 'c', 'd', 'e'].map((m, i, all) =>
        e(`server/access/${m}/index.ts`, `server/access/${all[(i + 1) % all.length]}/index.ts`),
      ),
    ]);
    const has = (text: string) => r.problems.some((p) => p.includes(text));
    expect(has('server/platform/paging.ts')).toBe(true);
    expect(has('server/graphql/hardening.ts')).toBe(true);
    expect(has('never its store')).toBe(true);
    expect(has('higher domain network')).toBe(true);
    expect(has('through its face')).toBe(true);
    expect(has('module cycle of 5')).toBe(true);
    expect(has('never a transport')).toBe(true);
  });
});
