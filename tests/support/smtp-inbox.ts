import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a free local port that keeps what it receives, and can be told to refuse
 * mail (as a full mailbox or a server in trouble would, with a 451) until told otherwise.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (refusing: boolean) => {
      state.refusing = refusing;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a raw message, unfolded, as name -> values. */
export function headersOf(raw: string): Map<string, string[]> {
  const block = raw.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string[]>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}
