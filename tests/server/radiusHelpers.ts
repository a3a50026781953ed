// Drives the real radclient (Debian freeradius-utils) against our RADIUS server: attributes on stdin,
// the reply parsed from its -x output. Message-Authenticator = 0x00 makes radclient compute it;
// CHAP-Password given in clear makes it compute the CHAP response.
import { spawn } from 'node:child_process';

export const RADCLIENT = process.env.RADCLIENT_PATH ?? '/usr/bin/radclient';

/** A value written as-is (enum names, 0x… octets); strings are quoted, numbers written plainly. */
export const raw = (value: string) => ({ raw: value });
export type RadValue = string | number | { raw: string };

export interface RadReply {
  /** Access-Accept, Access-Reject, Accounting-Response; null: no reply. */
  code: string | null;
  /** Reply attributes (name → value as radclient prints it, quotes removed). */
  attrs: Record<string, string>;
  output: string;
}

function format(attrs: Record<string, RadValue>): string {
  return Object.entries(attrs)
    .map(([k, v]) => {
      const value = typeof v === 'number' ? String(v) : typeof v === 'string' ? JSON.stringify(v) : v.raw;
      return `${k} = ${value}`;
    })
    .join('\n');
}

export async function radclient(
  port: number,
  kind: 'auth' | 'acct',
  secret: string,
  attrs: Record<string, RadValue>,
  opts: { timeout?: number; retries?: number } = {},
): Promise<RadReply> {
  const args = [
    '-x',
    '-r',
    String(opts.retries ?? 1),
    '-t',
    String(opts.timeout ?? 3),
    // the end of the options: a generated secret may begin with '-' ("invalid option -- 'e'")
    '--',
    `127.0.0.1:${port}`,
    kind,
    secret,
  ];
  const child = spawn(RADCLIENT, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.stdin.end(format(attrs) + '\n');
  await new Promise((resolve) => child.once('close', resolve));
  const lines = output.split('\n');
  const at = lines.findIndex((l) => l.startsWith('Received '));
  if (at < 0) return { code: null, attrs: {}, output };
  const code = /^Received (\S+)/.exec(lines[at]!)![1]!;
  const out: Record<string, string> = {};
  for (const line of lines.slice(at + 1)) {
    const m = /^\s+([\w.-]+) = (.*)$/.exec(line);
    if (!m) {
      if (line.trim() && !line.startsWith('\t') && !line.startsWith(' ')) break;
      continue;
    }
    out[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
  }
  return { code, attrs: out, output };
}
