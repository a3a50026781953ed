// Demo DNS statistics (issue 11, seed 001 §2 "Locations analytics", web tab): what the DNS filter of
// the customer's locations reports, per 15 minutes (requests, blocked, threats) over the last `days`
// days with the hotel's daily rhythm and a share per location, and per day by domain, application
// and category (applications and categories are the sums of their domains). Ad and tracking domains
// are blocked; a few malware and phishing lookups are threats. Set-based SQL, deterministic (hashes
// of location and time, no random()); then the DNS module's derived rows (rebuildDnsRollups).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { noteWrites } from '../../../platform/statistics';
import { rebuildDnsRollups } from '../../dns-analytics';
import { HOURS } from '../../../platform/seed/guestProfiles';

type Kind = 'ok' | 'blocked' | 'threat';
/** domain, application, category, share of a day's requests, kind. */
const DOMAINS: [string, string, string, number, Kind][] = [
  ['www.google.com', 'Google', 'Search Engines', 0.055, 'ok'],
  ['googleapis.com', 'Google', 'Cloud Services', 0.045, 'ok'],
  ['gstatic.com', 'Google', 'Content Delivery', 0.035, 'ok'],
  ['www.youtube.com', 'YouTube', 'Streaming Media', 0.04, 'ok'],
  ['googlevideo.com', 'YouTube', 'Streaming Media', 0.05, 'ok'],
  ['i.instagram.com', 'Instagram', 'Social Networks', 0.04, 'ok'],
  ['graph.facebook.com', 'Facebook', 'Social Networks', 0.03, 'ok'],
  ['www.facebook.com', 'Facebook', 'Social Networks', 0.015, 'ok'],
  ['g.whatsapp.net', 'WhatsApp', 'Messaging', 0.05, 'ok'],
  ['mmg.whatsapp.net', 'WhatsApp', 'Messaging', 0.02, 'ok'],
  ['telegram.org', 'Telegram', 'Messaging', 0.006, 'ok'],
  ['signal.org', 'Signal', 'Messaging', 0.004, 'ok'],
  ['www.tiktok.com', 'TikTok', 'Social Networks', 0.02, 'ok'],
  ['v16-webapp.tiktok.com', 'TikTok', 'Streaming Media', 0.025, 'ok'],
  ['api.snapchat.com', 'Snapchat', 'Social Networks', 0.008, 'ok'],
  ['www.netflix.com', 'Netflix', 'Streaming Media', 0.012, 'ok'],
  ['nflxvideo.net', 'Netflix', 'Streaming Media', 0.03, 'ok'],
  ['open.spotify.com', 'Spotify', 'Streaming Media', 0.015, 'ok'],
  ['www.disneyplus.com', 'Disney+', 'Streaming Media', 0.006, 'ok'],
  ['www.icloud.com', 'Apple iCloud', 'Cloud Services', 0.03, 'ok'],
  ['mesu.apple.com', 'Apple', 'Software Updates', 0.02, 'ok'],
  ['captive.apple.com', 'Apple', 'Connectivity Checks', 0.025, 'ok'],
  ['connectivitycheck.gstatic.com', 'Google', 'Connectivity Checks', 0.02, 'ok'],
  ['www.msftconnecttest.com', 'Microsoft', 'Connectivity Checks', 0.01, 'ok'],
  ['outlook.office365.com', 'Microsoft 365', 'Email', 0.02, 'ok'],
  ['teams.microsoft.com', 'Microsoft Teams', 'Business', 0.012, 'ok'],
  ['windowsupdate.com', 'Microsoft', 'Software Updates', 0.012, 'ok'],
  ['zoom.us', 'Zoom', 'Business', 0.007, 'ok'],
  ['mail.google.com', 'Gmail', 'Email', 0.01, 'ok'],
  ['www.gmx.net', 'GMX', 'Email', 0.006, 'ok'],
  ['www.web.de', 'WEB.DE', 'Email', 0.005, 'ok'],
  ['www.booking.com', 'Booking.com', 'Travel', 0.012, 'ok'],
  ['www.bahn.de', 'DB Navigator', 'Travel', 0.008, 'ok'],
  ['www.zugspitze.de', 'Zugspitze', 'Travel', 0.004, 'ok'],
  ['maps.googleapis.com', 'Google Maps', 'Maps', 0.015, 'ok'],
  ['www.amazon.de', 'Amazon', 'Shopping', 0.012, 'ok'],
  ['www.zalando.de', 'Zalando', 'Shopping', 0.004, 'ok'],
  ['www.paypal.com', 'PayPal', 'Finance', 0.005, 'ok'],
  ['www.spiegel.de', 'Spiegel Online', 'News', 0.006, 'ok'],
  ['www.tagesschau.de', 'Tagesschau', 'News', 0.006, 'ok'],
  ['www.bild.de', 'Bild', 'News', 0.005, 'ok'],
  ['www.sueddeutsche.de', 'Süddeutsche Zeitung', 'News', 0.004, 'ok'],
  ['www.wetter.com', 'wetter.com', 'News', 0.005, 'ok'],
  ['www.chess.com', 'Chess.com', 'Gaming', 0.002, 'ok'],
  ['supercell.com', 'Supercell', 'Gaming', 0.004, 'ok'],
  ['doubleclick.net', 'DoubleClick', 'Advertising', 0.03, 'blocked'],
  ['googlesyndication.com', 'Google Ads', 'Advertising', 0.015, 'blocked'],
  ['adservice.google.com', 'Google Ads', 'Advertising', 0.01, 'blocked'],
  ['app-measurement.com', 'Firebase Analytics', 'Tracking', 0.012, 'blocked'],
  ['scorecardresearch.com', 'Comscore', 'Tracking', 0.004, 'blocked'],
  ['criteo.com', 'Criteo', 'Advertising', 0.005, 'blocked'],
  ['taboola.com', 'Taboola', 'Advertising', 0.004, 'blocked'],
  ['pornhub.com', 'Adult', 'Adult Content', 0.0015, 'blocked'],
  ['free-iphone-gewinnspiel.example', 'Other', 'Phishing', 0.0002, 'threat'],
  ['update-flashplayer.example', 'Other', 'Malware', 0.0001, 'threat'],
  ['c2-beacon.example', 'Other', 'Malware', 0.00005, 'threat'],
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const domainValues = sql.raw(
  DOMAINS.map(([d, a, c, share, kind], n) => `(${lit(d)}, ${lit(a)}, ${lit(c)}, ${share}, ${lit(kind)}, ${n})`).join(
    ', ',
  ),
);
const BUCKET = 15 * 60_000;
/** A number in 0…65535 from two integers and a salt (multiplicative hash; no random()). */
const mix = (a: string, b: string, salt: number) =>
  sql.raw(`((((${a})::bigint * 7919 + (${b})::bigint * 104729 + ${salt}) * 2654435761) % 4294967296 / 65536)::bigint`);
const hourly = sql.raw(`array[${HOURS.hotel.join(',')}]::float8[]`);

export async function analyticsTimeZone(db: Db): Promise<string> {
  const result = await db.execute(sql`select analytics_tz() as tz`);
  return (result as unknown as { rows: { tz: string }[] }).rows[0]!.tz;
}

/** DNS statistics of the customer's locations over the last `days` days (until now). */
export async function seedDnsStats(db: Db, customerId: string, days: number, now = Date.now()): Promise<void> {
  // Whole 15-minute buckets from `days` days ago up to the last one that has ended.
  const start = new Date(Math.ceil((now - days * 86_400_000) / BUCKET) * BUCKET);
  const buckets = Math.floor((now - start.getTime()) / BUCKET);
  // The zone once: analytics_tz() reads the settings table, per row that costs seconds.
  const tz = await analyticsTimeZone(db);
  // Per 15 minutes: a location's share falls with its rank; blocked 4–8 %, now and then a threat.
  // Pseudo-random numbers from integer hashes of bucket and location (cheap for 700,000 rows).
  await db.execute(sql`insert into dns_stats (customer_id, location_id, bucket, requests, blocked, threats)
    select ${customerId}, l.id, x.b, x.req, round(x.req * (0.04 + 0.04 * (${mix('x.i', 'l.rn', 17)} % 100) / 100.0::float8)),
      case when ${mix('x.i', 'l.rn', 29)} % 100 < 3 then 1 + ${mix('x.i', 'l.rn', 31)} % 3 else 0 end
    from (select id, row_number() over (order by name, id) as rn from locations where customer_id = ${customerId}) l
    cross join lateral (select i, b,
        round(150 + 3500 / power(l.rn::float8, 0.6::float8) * (${hourly})[1 + extract(hour from b at time zone ${tz})::int] / 12
          * (0.7 + 0.6 * (${mix('i', 'l.rn', 7)} % 1000) / 1000.0::float8)) as req
      from generate_series(0, ${buckets - 1}) i, lateral (select ${start}::timestamptz + i * interval '15 minutes' as b) t) x
    on conflict do nothing`);
  // Per day and domain: the day's requests times the domain's share (±30 %); blocked domains are
  // blocked whole, threats are blocked and counted as threats.
  await db.execute(sql`insert into dns_stats_entries (customer_id, location_id, day, dimension, key, requests, blocked, threats)
    select ${customerId}, s.location_id, s.day, 'domain', d.domain, q.req,
      case when d.kind <> 'ok' then q.req else 0 end, case when d.kind = 'threat' then q.req else 0 end
    from (select location_id, (bucket at time zone ${tz})::date as day, sum(requests) as total
          from dns_stats
          where customer_id = ${customerId} and bucket >= ${start}::timestamptz group by 1, 2) s
    cross join (values ${domainValues}) as d(domain, application, category, share, kind, n)
    cross join lateral (select round(s.total * d.share::float8
        * (0.7 + 0.6 * (${mix("(s.day - date '2000-01-01')", 'd.n', 11)} % 1000) / 1000.0::float8)) as req) q
    where q.req > 0
    on conflict do nothing`);
  for (const [dimension, column] of [
    ['application', 'application'],
    ['category', 'category'],
  ] as const) {
    await db.execute(sql`insert into dns_stats_entries (customer_id, location_id, day, dimension, key, requests, blocked, threats)
      select e.customer_id, e.location_id, e.day, ${dimension}, d.${sql.raw(column)}, sum(e.requests), sum(e.blocked), sum(e.threats)
      from dns_stats_entries e join (values ${domainValues}) as d(domain, application, category, share, kind, n) on d.domain = e.key
      where e.customer_id = ${customerId} and e.dimension = 'domain' and e.day >= (${start}::timestamptz at time zone ${tz})::date
      group by 1, 2, 3, 5
      on conflict do nothing`);
  }
  // The derived rows the reads use (location totals, customer-wide days and months).
  await rebuildDnsRollups(db, customerId);
  const result = await db.execute(sql`select count(*)::int as n from locations where customer_id = ${customerId}`);
  const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  noteWrites(db, 'dns_stats', n * days * 96);
  noteWrites(db, 'dns_stats_entries', n * days * DOMAINS.length * 1.5);
}
