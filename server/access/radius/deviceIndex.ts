// Every hotspot device with its RADIUS secret, in memory (docs/radius.md "Robust RADIUS"): a packet's
// device is found and its authenticator checked without any database work, so a forged packet costs a
// map lookup and one HMAC-MD5/MD5. Loaded in one read at the first packet and again at the first
// packet after a change: migration 0035 notifies `hotspot_radius_devices` when a device, its MACs, a
// configuration (its secrets, login templates) or a customer's RADIUS secret changes, from whichever
// instance or tool; every instance LISTENs (Database.listen) and drops its index. While it does not
// listen (a lost connection), the index is kept at most NOT_LIVE_TTL_MS. An id or MAC not in the index
// is unknown: no lookup per packet, so unknown ids need no negative cache of their own.
import type { Db } from '../../platform/db/client';
import { allDevices, stationMac, type LoginDevice } from '../hotspot-login';
import { effectiveActive } from '../hotspot-login/rules';

export const RADIUS_DEVICES_CHANNEL = 'hotspot_radius_devices';

/** Bound on an index's age while no notification can reach this instance. */
const NOT_LIVE_TTL_MS = 2000;
/** Bound on an index's age even while listening (a missed notification heals by then). */
const LIVE_TTL_MS = 10 * 60_000;

interface Index {
  byId: Map<string, LoginDevice[]>;
  byMac: Map<string, LoginDevice[]>;
  loadedAt: number;
}

export interface DeviceIndex {
  /** Candidate devices of a NAS-Identifier / Called-Station-Id (no database work once loaded). */
  candidates(nasId: string | null, calledStation: string | null, now?: Date): Promise<LoginDevice[]>;
  /** Drops the index (a notification, or a change made by this process). */
  invalidate(): void;
  setLive(live: boolean): void;
  /** Loads of the index so far (tests, stats). */
  loads(): number;
}

/** The device as of `now`: `active` worked out again from the stored switch and the active period. */
function asOf(d: LoginDevice, now: Date): LoginDevice {
  if (d.storedActive === undefined) return d;
  const active = effectiveActive({ active: d.storedActive, activeFrom: d.activeFrom, activeUntil: d.activeUntil }, now);
  return active === d.active ? d : { ...d, active };
}

export function deviceIndex(db: Db): DeviceIndex {
  let current: Promise<Index> | null = null;
  let live = false;
  let epoch = 0;
  let loads = 0;

  async function load(): Promise<Index> {
    loads++;
    const devices = await allDevices(db);
    const byId = new Map<string, LoginDevice[]>();
    const byMac = new Map<string, LoginDevice[]>();
    const add = (map: Map<string, LoginDevice[]>, key: string, d: LoginDevice) => {
      const list = map.get(key);
      if (list) list.push(d);
      else map.set(key, [d]);
    };
    for (const d of devices) {
      add(byId, d.id, d);
      for (const mac of d.macs) {
        const m = stationMac(mac);
        if (m) add(byMac, m, d);
      }
    }
    return { byId, byMac, loadedAt: Date.now() };
  }

  function index(): Promise<Index> {
    if (current) {
      const started = current;
      return started.then((ix) => {
        const ttl = live ? LIVE_TTL_MS : NOT_LIVE_TTL_MS;
        if (ix.loadedAt > Date.now() - ttl || current !== started) return current ?? index();
        current = null;
        return index();
      });
    }
    const e = epoch;
    const loading = load();
    current = loading;
    loading.then(
      () => {
        // Something changed while it loaded: the next packet loads again.
        if (e !== epoch && current === loading) current = null;
      },
      () => {
        if (current === loading) current = null;
      },
    );
    return loading;
  }

  return {
    async candidates(nasId, calledStation, now = new Date()) {
      const ix = await index();
      const id = nasId?.trim();
      if (id) {
        const byId = ix.byId.get(id);
        if (byId) return byId.map((d) => asOf(d, now));
      }
      const mac = calledStation ? stationMac(calledStation) : null;
      return mac ? (ix.byMac.get(mac) ?? []).map((d) => asOf(d, now)) : [];
    },
    invalidate() {
      epoch++;
      current = null;
    },
    setLive(value) {
      live = value;
      epoch++;
      current = null;
    },
    loads: () => loads,
  };
}
