// The portal's RADIUS server side by side with FreeRADIUS (issue 36), in one run on one machine:
//
// - the portal as `npm start` runs it (its own process, RADIUS on) on PGlite and on a fresh database
//   of the PostgreSQL server, over the demo with the hotel's codes;
// - FreeRADIUS 3.2 (Debian's `freeradius`, its own process, its shipped thread pool) with the files
//   backend (every user in memory, no database: the ceiling), and with rlm_sql on the same
//   PostgreSQL server (Debian's `freeradius-postgresql`; its shipped schema and queries: authorize
//   from radcheck/radreply, post-auth into radpostauth, accounting into radacct: the set-up
//   daloRADIUS and RADIUSdesk ship).
//
// Each target answers PAP Access-Requests with Message-Authenticator from one client socket that
// keeps 1, 16 or 64 requests in flight (closed loop) for BENCH_FREERADIUS_SECONDS; rounds alternate
// the targets (and reverse their order each round), and each figure is the median over the rounds.
// Every target is warmed by one pass over its users first (the portal's first logins, measured:
// binding the code to the client, the hotspot account, the seat). The users log in again and again
// with the same client MAC (returning guests).
//
// Then the flood: 2,000 forged Access-Requests (a known device id, a wrong secret) sent at once, a
// real login and the portal's /readyz right behind them; their latency against the same without the
// flood (budgets: the login ≤ 50 ms more, /readyz ≤ 20 ms more).
//
//   npx tsx bench/freeradius.ts   or   npm run bench (BENCH_FREERADIUS=0 skips it)
//   BENCH_FREERADIUS_SECONDS (3), BENCH_FREERADIUS_ROUNDS (3), BENCH_FREERADIUS_USERS (4000),
//   BENCH_PG_URL ("off": no PostgreSQL, so neither the portal on it nor rlm_sql)
//
// FreeRADIUS is installed here when missing and the bench runs as root (apt-get); otherwise its
// rows say it was not measured. It is never needed by the tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/platform/db/client';
import { freeUdpPort } from '../tests/setup/freePort';
import { inTempDir, ms, pct, postgresDatabase, runAsScript, seedDatabase, startServer, stopServer } from './common';
import { addBenchDevice, BENCH_SECRET, usableCodes } from './radius';

const SECONDS = Number(process.env.BENCH_FREERADIUS_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_FREERADIUS_ROUNDS ?? 3);
const USERS = Number(process.env.BENCH_FREERADIUS_USERS ?? 4000);
const LEVELS = [1, 16, 64] as const;
const FLOOD = 2000;
const FLOOD_TRIALS = 5;
const WARM_MS = 500;
const TIMEOUT_MS = 2000;
const FREERADIUS = '/usr/sbin/freeradius';
const RADDB = '/etc/freeradius/3.0';
/** p95 at 16 in flight (issue 36). */
const P95_BUDGET_MS = 10;
const FLOOD_LOGIN_BUDGET_MS = 50;
const FLOOD_HEALTH_BUDGET_MS = 20;

interface User {
  name: string;
  password: string;
  clientMac: string;
}

interface Target {
  label: string;
  port: number;
  secret: string;
  nasId: string;
  users: User[];
  /** The next user (cycles). */
  next: number;
}

/** A client MAC of six octets (until 2026-12-01 it had five, so the portal saw no client MAC at all). */
const clientMac = (i: number) =>
  `AA-BB-CC-${[(i >> 16) & 255, (i >> 8) & 255, i & 255].map((b) => b.toString(16).padStart(2, '0')).join('-')}`;

const attribute = (type: number, value: Buffer) => Buffer.concat([Buffer.from([type, value.length + 2]), value]);

/**
 * An Access-Request (RFC 2865) with Message-Authenticator (RFC 3579) first: User-Name, User-Password
 * (hidden with the secret and a fresh Request Authenticator), NAS-Identifier, Calling-Station-Id.
 * Written by hand so the sender costs the same few microseconds for every target.
 */
export function accessRequest(id: number, user: User, nasId: string, secret: string): Buffer {
  const authenticator = randomBytes(16);
  const plain = Buffer.alloc(Math.max(16, Math.ceil(Buffer.byteLength(user.password) / 16) * 16));
  plain.write(user.password);
  const hidden = Buffer.alloc(plain.length);
  let previous = authenticator;
  for (let i = 0; i < plain.length; i += 16) {
    const b = createHash('md5').update(secret).update(previous).digest();
    for (let j = 0; j < 16; j++) hidden[i + j] = plain[i + j]! ^ b[j]!;
    previous = hidden.subarray(i, i + 16);
  }
  const body = Buffer.concat([
    attribute(80, Buffer.alloc(16)),
    attribute(1, Buffer.from(user.name)),
    attribute(2, hidden),
    attribute(32, Buffer.from(nasId)),
    attribute(31, Buffer.from(user.clientMac)),
  ]);
  const header = Buffer.alloc(20);
  header[0] = 1;
  header[1] = id;
  header.writeUInt16BE(20 + body.length, 2);
  authenticator.copy(header, 4);
  const packet = Buffer.concat([header, body]);
  createHmac('md5', secret).update(packet).digest().copy(packet, 22);
  return packet;
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  accepted: number;
  refused: number;
  lost: number;
}

/**
 * Keeps `inFlight` Access-Requests outstanding at the target for WARM_MS + `seconds` (or, with
 * `count`, until that many have been answered) and counts what was answered after the warm-up.
 */
export async function closedLoop(
  t: Target,
  inFlight: number,
  opts: { seconds?: number; count?: number },
): Promise<Measured> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((r) => socket.bind(0, '127.0.0.1', r));
  const free = Array.from({ length: 256 }, (_, i) => i);
  const pending = new Map<number, { at: number; timer: NodeJS.Timeout }>();
  const latencies: number[] = [];
  let accepted = 0;
  let refused = 0;
  let lost = 0;
  let sent = 0;
  const start = performance.now();
  const from = opts.count ? start : start + WARM_MS;
  const until = opts.count ? Infinity : from + (opts.seconds ?? SECONDS) * 1000;
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  const running = () => (opts.count ? sent < opts.count : performance.now() < until);
  const send = () => {
    const id = free.shift();
    if (id === undefined) return;
    const user = t.users[t.next++ % t.users.length]!;
    const timer = setTimeout(() => {
      pending.delete(id);
      if (performance.now() >= from) lost++;
      // The identifier may come back late: it is not reused for this socket.
      after();
    }, TIMEOUT_MS);
    pending.set(id, { at: performance.now(), timer });
    sent++;
    socket.send(accessRequest(id, user, t.nasId, t.secret), t.port, '127.0.0.1');
  };
  const after = () => {
    if (running()) send();
    else if (!pending.size) done();
  };
  socket.on('message', (msg) => {
    const p = pending.get(msg[1]!);
    if (!p) return;
    clearTimeout(p.timer);
    pending.delete(msg[1]!);
    free.push(msg[1]!);
    const now = performance.now();
    if (p.at >= from && now <= until) {
      latencies.push(now - p.at);
      if (msg[0] === 2) accepted++;
      else refused++;
    }
    after();
  });
  for (let i = 0; i < inFlight; i++) send();
  await finished;
  socket.close();
  const elapsed = opts.count ? (performance.now() - start) / 1000 : (opts.seconds ?? SECONDS);
  return { rps: latencies.length / elapsed, p50: pct(latencies, 50), p95: pct(latencies, 95), accepted, refused, lost };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// --- FreeRADIUS ---------------------------------------------------------------------------------

/** FreeRADIUS and its PostgreSQL driver, installed when missing (root and apt-get only); else why not. */
function ensureFreeRadius(): string | null {
  const has = () => existsSync(FREERADIUS) && existsSync('/usr/lib/freeradius/rlm_sql_postgresql.so');
  if (has()) return null;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    return 'FreeRADIUS is not installed (apt-get install freeradius freeradius-postgresql)';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'freeradius', 'freeradius-postgresql'], { env, stdio: 'ignore' });
  return has() ? null : 'installing FreeRADIUS failed';
}

const SITE = (port: number, backend: 'files' | 'sql') => `
server bench {
  listen {
    type = auth
    ipaddr = 127.0.0.1
    port = ${port}
  }
  authorize {
    filter_username
    preprocess
    ${backend}
    expiration
    logintime
    pap
  }
  authenticate {
    Auth-Type PAP {
      pap
    }
  }
  preacct {
    preprocess
    acct_unique
  }
  accounting {
    ${backend === 'sql' ? 'sql' : ''}
  }
  session {
    ${backend === 'sql' ? 'sql' : ''}
  }
  post-auth {
    ${backend === 'sql' ? 'sql' : ''}
  }
}
`;

const SQL_MODULE = (database: URL) => `
sql {
  dialect = "postgresql"
  driver = "rlm_sql_\${dialect}"
  server = "${database.hostname}"
  port = ${database.port || 5432}
  login = "${decodeURIComponent(database.username) || 'postgres'}"
  password = "${decodeURIComponent(database.password)}"
  radius_db = "${database.pathname.slice(1)}"
  acct_table1 = "radacct"
  acct_table2 = "radacct"
  postauth_table = "radpostauth"
  authcheck_table = "radcheck"
  groupcheck_table = "radgroupcheck"
  authreply_table = "radreply"
  groupreply_table = "radgroupreply"
  usergroup_table = "radusergroup"
  delete_stale_sessions = yes
  pool {
    start = \${thread[pool].start_servers}
    min = \${thread[pool].min_spare_servers}
    max = \${thread[pool].max_servers}
    spare = \${thread[pool].max_spare_servers}
    uses = 0
    retry_delay = 30
    lifetime = 0
    idle_timeout = 60
  }
  read_clients = no
  client_table = "nas"
  group_attribute = "SQL-Group"
  $INCLUDE \${modconfdir}/\${.:name}/main/\${dialect}/queries.conf
}
`;

const REPLY = { 'Session-Timeout': '86400', 'Idle-Timeout': '900' };

/**
 * FreeRADIUS from a copy of Debian's configuration: the shipped radiusd.conf (thread pool) and
 * modules, minus EAP (its certificates are not needed for PAP), one virtual server on `port`, one
 * client (127.0.0.1 with `secret`), and the users in the files module or in radcheck/radreply.
 */
async function startFreeRadius(
  dir: string,
  backend: 'files' | 'sql',
  port: number,
  secret: string,
  users: User[],
  database?: URL,
): Promise<ChildProcess> {
  const raddb = path.join(dir, `raddb-${backend}`);
  cpSync(RADDB, raddb, { recursive: true, verbatimSymlinks: true });
  rmSync(path.join(raddb, 'mods-enabled', 'eap'), { force: true });
  for (const f of readdirSync(path.join(raddb, 'sites-enabled'))) rmSync(path.join(raddb, 'sites-enabled', f));
  writeFileSync(path.join(raddb, 'sites-enabled', 'bench'), SITE(port, backend));
  // As root, without switching to the freerad user (the copy belongs to root).
  const conf = readFileSync(path.join(raddb, 'radiusd.conf'), 'utf8').replace(/^\s*(user|group) = freerad$/gm, '#$&');
  writeFileSync(path.join(raddb, 'radiusd.conf'), conf);
  writeFileSync(
    path.join(raddb, 'clients.conf'),
    `client bench {\n  ipaddr = 127.0.0.1\n  secret = ${secret}\n  require_message_authenticator = yes\n}\n`,
  );
  const reply = Object.entries(REPLY)
    .map(([k, v]) => `${k} := ${v}`)
    .join(', ');
  if (backend === 'files') {
    const authorize = path.join(raddb, 'mods-config', 'files', 'authorize');
    rmSync(authorize, { force: true });
    writeFileSync(
      authorize,
      users.map((u) => `${u.name} Cleartext-Password := "${u.password}"\n\t${reply}\n`).join(''),
    );
  } else {
    writeFileSync(path.join(raddb, 'mods-enabled', 'sql'), SQL_MODULE(database!));
    const c = new pg.Client({ connectionString: database!.toString() });
    await c.connect();
    try {
      await c.query(readFileSync(path.join(RADDB, 'mods-config/sql/main/postgresql/schema.sql'), 'utf8'));
      const names = users.map((u) => u.name);
      await c.query(
        `insert into radcheck (username, attribute, op, value) select u, 'Cleartext-Password', ':=', p
         from unnest($1::text[], $2::text[]) as t(u, p)`,
        [names, users.map((u) => u.password)],
      );
      for (const [attr, value] of Object.entries(REPLY))
        await c.query(
          `insert into radreply (username, attribute, op, value) select u, $2, ':=', $3 from unnest($1::text[]) as t(u)`,
          [names, attr, value],
        );
      await c.query('analyze');
    } finally {
      await c.end();
    }
  }
  const child = spawn(FREERADIUS, ['-f', '-d', raddb, '-l', 'stdout'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to process requests')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`freeradius (${backend}) exited with ${code}:\n${output.slice(-2000)}`)),
    );
  });
  // Its log is not read any more: keep the pipes drained.
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

// --- The portal -----------------------------------------------------------------------------------

interface Portal {
  target: Target;
  url: string;
  child: ChildProcess;
}

/** A seeded database for the portal (PGlite in `dir`, or `databaseUrl`), its bench device and users. */
export async function preparePortal(
  label: string,
  env: Record<string, string>,
): Promise<{ env: Record<string, string>; target: Omit<Target, 'port'> }> {
  seedDatabase(env, ['--hotel-vouchers', String(USERS * 2 + 1000)]);
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || null });
  try {
    const { deviceId } = await addBenchDevice(opened.db);
    const codes = await usableCodes(opened.db, USERS);
    return {
      env,
      target: {
        label,
        secret: BENCH_SECRET,
        nasId: deviceId,
        users: codes.map((c, i) => ({ name: c, password: c, clientMac: clientMac(i) })),
        next: 0,
      },
    };
  } finally {
    await opened.close();
  }
}

export async function startPortal(
  prepared: Awaited<ReturnType<typeof preparePortal>>,
  nodeArgs: string[] = [],
): Promise<Portal> {
  const port = await freeUdpPort();
  const acct = await freeUdpPort();
  const { url, child } = await startServer(
    {
      ...prepared.env,
      RADIUS: 'on',
      RADIUS_HOST: '127.0.0.1',
      RADIUS_AUTH_PORT: String(port),
      RADIUS_ACCT_PORT: String(acct),
    },
    nodeArgs,
  );
  return { target: { ...prepared.target, port }, url, child };
}

/** GET /readyz, in ms. */
async function health(url: string): Promise<number> {
  const t = performance.now();
  const r = await fetch(`${url}/readyz`);
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`/readyz answered ${r.status}`);
  return performance.now() - t;
}

/** One real login (a returning guest), in ms. */
async function oneLogin(socket: dgram.Socket, t: Target, id: number): Promise<number> {
  const user = t.users[t.next++ % t.users.length]!;
  const t0 = performance.now();
  const answered = new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer to the real login')), 10_000);
    const on = (msg: Buffer) => {
      if (msg[1] !== id) return;
      clearTimeout(timer);
      socket.off('message', on);
      resolve(msg);
    };
    socket.on('message', on);
  });
  socket.send(accessRequest(id, user, t.nasId, t.secret), t.port, '127.0.0.1');
  const msg = await answered;
  if (msg[0] !== 2) throw new Error(`the real login was refused (code ${msg[0]})`);
  return performance.now() - t0;
}

/**
 * The attacker: a process of its own (as a real one is: not this process's event loop) that sends the
 * packets it reads as base64 lines from stdin to 127.0.0.1:<port>, all at once, and says "sent".
 */
const ATTACKER = `
const socket = require('node:dgram').createSocket('udp4');
let text = '';
process.stdin.on('data', (d) => (text += d));
process.stdin.on('end', () => {
  const packets = text.trim().split('\\n').map((line) => Buffer.from(line, 'base64'));
  socket.bind(0, '127.0.0.1', () => {
    let left = packets.length;
    for (const p of packets)
      socket.send(p, Number(process.argv[1]), '127.0.0.1', () => --left === 0 && process.stdout.write('sent\\n'));
  });
});
`;

/** Sends the packets from an attacker process; resolves when its last packet left. */
async function attack(packets: Buffer[], port: number): Promise<void> {
  const child = spawn(process.execPath, ['-e', ATTACKER, String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const sent = new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('sent')) resolve();
    });
    child.on('exit', (code) => (out.includes('sent') ? resolve() : reject(new Error(`attacker exited ${code}`))));
  });
  child.stdin!.end(packets.map((p) => p.toString('base64')).join('\n'));
  await sent;
  child.kill();
}

/** The flood: a real login and /readyz behind FLOOD forged packets, against the same alone. */
export async function flood(
  p: Portal,
): Promise<{ login: number[]; health: number[]; baseLogin: number; baseHealth: number }> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((r) => socket.bind(0, '127.0.0.1', r));
  try {
    const baseLogins: number[] = [];
    const baseHealths: number[] = [];
    for (let i = 0; i < 20; i++) {
      baseLogins.push(await oneLogin(socket, p.target, i));
      baseHealths.push(await health(p.url));
    }
    const login: number[] = [];
    const healthDelays: number[] = [];
    for (let trial = 0; trial < FLOOD_TRIALS; trial++) {
      const forged = Array.from({ length: FLOOD }, (_, i) =>
        accessRequest(i % 256, p.target.users[i % p.target.users.length]!, p.target.nasId, 'not-the-secret'),
      );
      // The real login and /readyz go out the moment the attacker's last packet has left.
      await attack(forged, p.target.port);
      const [l, h] = await Promise.all([oneLogin(socket, p.target, 100 + trial), health(p.url)]);
      login.push(l);
      healthDelays.push(h);
      // Let the rest of the flood pass before the next trial.
      await new Promise((r) => setTimeout(r, 1000));
    }
    return { login, health: healthDelays, baseLogin: median(baseLogins), baseHealth: median(baseHealths) };
  } finally {
    socket.close();
  }
}

// --- The run ------------------------------------------------------------------------------------------

export async function benchFreeRadius(): Promise<{ markdown: string; ok: boolean }> {
  return inTempDir('hp-freeradius-', async (dir) => {
    const missing = ensureFreeRadius();
    const postgres = await postgresDatabase('hp_frbench');
    const radiusDb = missing ? null : await postgresDatabase('hp_frbench_fr');
    const children: ChildProcess[] = [];
    const portals: Portal[] = [];
    try {
      const prepared = [await preparePortal('portal, PGlite', { DATA_DIR: path.join(dir, 'pglite') })];
      if (postgres) prepared.push(await preparePortal('portal, PostgreSQL', { DATABASE_URL: postgres.url }));
      for (const p of prepared) portals.push(await startPortal(p));
      for (const p of portals) children.push(p.child);
      const targets: Target[] = portals.map((p) => p.target);
      if (!missing) {
        const users = Array.from({ length: USERS }, (_, i) => ({
          name: `guest${String(i).padStart(6, '0')}`,
          password: randomBytes(6).toString('hex'),
          clientMac: clientMac(i),
        }));
        const secret = 'bench-freeradius-secret';
        const filesPort = await freeUdpPort();
        children.push(await startFreeRadius(dir, 'files', filesPort, secret, users));
        targets.push({ label: 'FreeRADIUS, files', port: filesPort, secret, nasId: 'bench', users, next: 0 });
        if (radiusDb) {
          const sqlPort = await freeUdpPort();
          children.push(await startFreeRadius(dir, 'sql', sqlPort, secret, users, new URL(radiusDb.url)));
          targets.push({ label: 'FreeRADIUS, rlm_sql', port: sqlPort, secret, nasId: 'bench', users, next: 0 });
        }
      }
      // Warm-up: every user logs in once (the portal's first logins).
      const first = new Map<string, Measured>();
      for (const t of targets) first.set(t.label, await closedLoop(t, 16, { count: t.users.length }));
      // Rounds: every level, the targets alternating (reversed every other round).
      const runs = new Map<string, Measured[]>();
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? [...targets].reverse() : targets;
        for (const level of LEVELS)
          for (const t of order) {
            const key = `${t.label}/${level}`;
            runs.set(key, [...(runs.get(key) ?? []), await closedLoop(t, level, { seconds: SECONDS })]);
          }
      }
      const floods = [];
      for (const p of portals) floods.push({ label: p.target.label, ...(await flood(p)) });

      // The tables.
      const figure = (label: string, level: number) => {
        const m = runs.get(`${label}/${level}`)!;
        return {
          rps: median(m.map((x) => x.rps)),
          p95: median(m.map((x) => x.p95)),
          p50: median(m.map((x) => x.p50)),
          refused: m.reduce((a, x) => a + x.refused, 0),
          lost: m.reduce((a, x) => a + x.lost, 0),
        };
      };
      const missed: string[] = [];
      const lines: string[] = [
        '',
        `### RADIUS side by side with FreeRADIUS ${missing ? '(not measured: ' + missing + ')' : '3.2'}: Access-Requests per second (issue 36)`,
        '',
        `\`bench/freeradius.ts\`: ${USERS.toLocaleString('en')} users per target, PAP with Message-Authenticator from one client socket, closed loop; medians of ${ROUNDS} rounds of ${SECONDS} s, targets alternating. Every answer counted was an Access-Accept unless the row says otherwise.`,
        '',
        `| Target | first logins (16 in flight) | ${LEVELS.map((l) => `${l} in flight: req/s · p50 · p95`).join(' | ')} |`,
        `| --- | --- | ${LEVELS.map(() => '---').join(' | ')} |`,
      ];
      for (const t of targets) {
        const f = first.get(t.label)!;
        const cells = LEVELS.map((level) => {
          const x = figure(t.label, level);
          const extra = [x.refused ? `${x.refused} refused` : '', x.lost ? `${x.lost} lost` : '']
            .filter(Boolean)
            .join(', ');
          return `${x.rps.toFixed(0)} · ${ms(x.p50)} · ${ms(x.p95)}${extra ? ` (${extra})` : ''}`;
        });
        lines.push(
          `| ${t.label} | ${f.rps.toFixed(0)} req/s, p95 ${ms(f.p95)}${f.refused ? `, ${f.refused} refused` : ''} | ${cells.join(' | ')} |`,
        );
      }
      if (!missing) {
        lines.push(
          '',
          '| Portal against FreeRADIUS (throughput ratio) | ' +
            LEVELS.map((l) => `${l} in flight`).join(' | ') +
            ' | budget |',
          '| --- | ' + LEVELS.map(() => '---').join(' | ') + ' | --- |',
        );
        for (const p of portals) {
          for (const [fr, budget] of [
            ['FreeRADIUS, rlm_sql', 1],
            ['FreeRADIUS, files', 0.5],
          ] as const) {
            if (!runs.has(`${fr}/1`)) continue;
            const ratios = LEVELS.map((l) => figure(p.target.label, l).rps / figure(fr, l).rps);
            const over = ratios.some((r) => r < budget);
            if (over) missed.push(`${p.target.label} against ${fr}`);
            lines.push(
              `| ${p.target.label} / ${fr} | ${ratios.map((r) => `${r.toFixed(2)}×`).join(' | ')} | ≥ ${budget}×${over ? ' **MISSED**' : ''} |`,
            );
          }
        }
      }
      lines.push(
        '',
        '| Portal: throughput as parallelism grows, p95 at 16 in flight | 16 / 1 | 64 / 16 | p95 at 16 | budget |',
      );
      lines.push('| --- | --- | --- | --- | --- |');
      for (const p of portals) {
        const [a, b, c] = LEVELS.map((l) => figure(p.target.label, l));
        const falls = b!.rps < a!.rps * 0.95 || c!.rps < b!.rps * 0.95;
        const slow = b!.p95 > P95_BUDGET_MS;
        if (falls || slow)
          missed.push(
            `${p.target.label}: ${falls ? 'throughput falls with parallelism' : ''}${slow ? ' p95 at 16' : ''}`,
          );
        lines.push(
          `| ${p.target.label} | ${(b!.rps / a!.rps).toFixed(2)}× | ${(c!.rps / b!.rps).toFixed(2)}× | ${ms(b!.p95)} | no fall; p95 ≤ ${P95_BUDGET_MS} ms${falls || slow ? ' **MISSED**' : ''} |`,
        );
      }
      lines.push(
        '',
        `| Flood: ${FLOOD.toLocaleString('en')} forged Access-Requests, then a real login and /readyz (${FLOOD_TRIALS} trials) | login alone | login behind the flood (median · max) | /readyz alone | /readyz behind the flood (median · max) | budget |`,
        '| --- | --- | --- | --- | --- | --- |',
      );
      for (const f of floods) {
        const loginDelay = Math.max(...f.login) - f.baseLogin;
        const healthDelay = Math.max(...f.health) - f.baseHealth;
        const over = loginDelay > FLOOD_LOGIN_BUDGET_MS || healthDelay > FLOOD_HEALTH_BUDGET_MS;
        if (over) missed.push(`${f.label}: flood`);
        lines.push(
          `| ${f.label} | ${ms(f.baseLogin)} | ${ms(median(f.login))} · ${ms(Math.max(...f.login))} | ${ms(f.baseHealth)} | ${ms(median(f.health))} · ${ms(Math.max(...f.health))} | login +≤ ${FLOOD_LOGIN_BUDGET_MS} ms, /readyz +≤ ${FLOOD_HEALTH_BUDGET_MS} ms (worst trial)${over ? ' **MISSED**' : ''} |`,
        );
      }
      if (missed.length) lines.push('', `Missed: ${missed.join('; ')}.`);
      return { markdown: lines.join('\n') + '\n', ok: missed.length === 0 };
    } finally {
      for (const c of children) await (portals.some((p) => p.child === c) ? stopServer(c) : stopChild(c));
      await postgres?.drop();
      await radiusDb?.drop();
    }
  });
}

runAsScript(import.meta.url, benchFreeRadius);
