// The floor of the WiFi-code list's throughput (issue 41, bench/api.ts): what any server answering the
// portal's list must at least do, and nothing more. node:http and pg with as many connections as the
// portal's request pool (20); a POST's JSON body read and parsed, the list's first page (25 codes of
// the body's first customer, newest first, and the total from the counters: the one statement the
// portal's first page is) run, and its rows written back as JSON in the shape the portal answers.
// No sign-in, no GraphQL, no row security, no logging. Started by bench/common.ts startFloorServer:
//   DATABASE_URL=… PORT=… HOST=… node bench/floor-server.mjs
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const LIST = `SELECT v.id, v.code, v.description, v.active, v.valid, v.used, v.expires, v.created_at, v.updated_at,
    (SELECT c.live FROM voucher_counters c WHERE c.customer_id = $1) AS total
  FROM vouchers v WHERE v.customer_id = $1 AND v.deleted_at IS NULL
  ORDER BY v.created_at DESC, v.id DESC LIMIT 25`;

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const customerId = body.variables.customerIds[0];
      const { rows } = await pool.query(LIST, [customerId]);
      const answer = JSON.stringify({
        data: {
          vouchers: {
            totalCount: Number(rows[0]?.total ?? 0),
            hasNextPage: Number(rows[0]?.total ?? 0) > 25,
            data: rows.map((r) => ({
              _id: r.id,
              code: r.code,
              description: r.description,
              active: r.active,
              valid: r.valid,
              used: r.used,
              expires: r.expires?.toISOString() ?? null,
              createdAt: r.created_at.toISOString(),
              updatedAt: r.updated_at.toISOString(),
            })),
          },
        },
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
