// Every hotspot device with its RADIUS secret, in memory (docs/radius.md "Robust RADIUS"): a packet's
// device is found and its authenticator checked without any database work, so a forged packet costs a
// map lookup and one HMAC-MD5/MD5. Loaded in one read at the first packet and again at the first
// packet after a change: migration 0035 notifies `hotspot_radius_devices` when a device, its MACs, a
// configuration (its secrets, login templates) or a customer's RADIUS secret changes, from whichever
// instance or tool; every instance LISTENs (Database.listen) and drops its index. While it does not
// listen (a lost connection), the index is kept at most NOT_LIVE_TTL_MS. An id or MAC not in the index
// is unknown: no lookup per packet, so unknown ids need no negative cache of their own.
// One index per process (per Services: sharedDeviceIndex): the RADIUS server and the sender of
// Disconnect-/CoA-Requests read the same one (docs/decisions.md D236).
import type { Database, Db } from '../../platform/db/client';
import { allDevices, stationMac, type LoginDevice } from '../hotspot-login';
import { effectiveActive } from '../hotspot-login/rules';

export const RADIUS_DEVICES_CHANNEL = 'hotspot_radius_devices';

/** Bound on an index's age while no notification can reach this instance. */
const NOT_LIVE_TTL_MS = 2000;
/** Bound on an index's age even while listening (a missed notification heals by then). */
const LIVE_TTL_MS = 10 * 60_000;
/** At most one reload per this for devices asked for by id and not found (DeviceIndex.device). */
const MISS_RELOAD_MS = 1000;

interface Index {
  byId: Map<string, LoginDevice[]>;
  byMac: Map<string, LoginDevice[]>;
  loadedAt: number;
}

export interface DeviceIndex {
  /** Candidate devices of a NAS-Identifier / Called-Station-Id (no database work once loaded). */
  candidates(nasId: string | null, calledStation: string | null, now?: Date): Promise<LoginDevice[]>;
  /**
   * The same, at once, while a loaded index is current; null when it would have to be loaded first
   * (the caller then asks `candidates`). The RADIUS server drops a forged packet with it without
   * making a promise (a flood must cost microseconds per packet).
   */
  loadedCandidates(nasId: string | null, calledStation: string | null, now?: Date): LoginDevice[] | null;
  /**
   * One device by customer and id (the sender of Disconnect-/CoA-Requests: its secret and type); a
   * device not in the index reloads it (made a moment ago, before the notification arrived), at most
   * once per MISS_RELOAD_MS (a deleted device's queued requests do not reload it each).
   */
  device(customerId: string, deviceId: string, now?: Date): Promise<LoginDevice | null>;
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

/** The devices a NAS-Identifier names, else those of a Called-Station-Id's MAC. */
function lookup(ix: Index, nasId: string | null, calledStation: string | null, now: Date): LoginDevice[] {
  const id = nasId?.trim();
  if (id) {
    const byId = ix.byId.get(id);
    if (byId) return byId.map((d) => asOf(d, now));
  }
  const mac = calledStation ? stationMac(calledStation) : null;
  return mac ? (ix.byMac.get(mac) ?? []).map((d) => asOf(d, now)) : [];
}

export function deviceIndex(db: Db): DeviceIndex {
  let current: Promise<Index> | null = null;
  let live = false;
  let epoch = 0;
  let loads = 0;
  let missReloadAt = 0;
  /** The loaded index, usable at once while `current` is still the load it came from. */
  let ready: { ix: Index; from: Promise<Index> } | null = null;

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
      (ix) => {
        // Something changed while it loaded: the next packet loads again.
        if (e !== epoch && current === loading) current = null;
        else if (current === loading) ready = { ix, from: loading };
      },
      () => {
        if (current === loading) current = null;
      },
    );
    return loading;
  }

  const invalidate = () => {
    epoch++;
    current = null;
  };
  const findDevice = async (customerId: string, deviceId: string) =>
    (await index()).byId.get(deviceId)?.find((d) => d.customerId === customerId);

  return {
    async candidates(nasId, calledStation, now = new Date()) {
      return lookup(await index(), nasId, calledStation, now);
    },
    loadedCandidates(nasId, calledStation, now = new Date()) {
      if (!ready || current !== ready.from) return null;
      if (ready.ix.loadedAt <= Date.now() - (live ? LIVE_TTL_MS : NOT_LIVE_TTL_MS)) return null;
      return lookup(ready.ix, nasId, calledStation, now);
    },
    async device(customerId, deviceId, now = new Date()) {
      let found = await findDevice(customerId, deviceId);
      if (!found && Date.now() - missReloadAt >= MISS_RELOAD_MS) {
        missReloadAt = Date.now();
        invalidate();
        found = await findDevice(customerId, deviceId);
      }
      return found ? asOf(found, now) : null;
    },
    invalidate,
    setLive(value) {
      live = value;
      epoch++;
      current = null;
    },
    loads: () => loads,
  };
}

const SHARED = Symbol('radius device index');

/**
 * The process's device index (one per Services, kept in `services.state`): made and subscribed to the
 * database's notifications (RADIUS_DEVICES_CHANNEL) by the first caller, the RADIUS server or the
 * sender of Disconnect-/CoA-Requests, whichever starts first. Without `state` (a bare handle: the
 * benchmark, a test counting statements) every call makes an index of its own. Without a database to
 * listen to, the index is kept briefly only (not live).
 */
export function sharedDeviceIndex(services: {
  db: Db;
  database?: Pick<Database, 'listen'>;
  state?: Map<symbol, unknown>;
}): Promise<DeviceIndex> {
  const known = services.state?.get(SHARED) as Promise<DeviceIndex> | undefined;
  if (known) return known;
  const made = (async () => {
    const devices = deviceIndex(services.db);
    // Every instance drops its index when the database notifies a change (migration 0035).
    if (services.database)
      await services.database.listen(
        RADIUS_DEVICES_CHANNEL,
        () => devices.invalidate(),
        (live) => devices.setLive(live),
      );
    return devices;
  })();
  if (services.state) {
    services.state.set(SHARED, made);
    made.catch(() => services.state?.delete(SHARED));
  }
  return made;
}
