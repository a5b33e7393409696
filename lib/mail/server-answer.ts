/**
 * The first line of what a mail server answered, as plain printable text and at most 200
 * characters: enough to see "535 5.7.8 Authentication failed", never a page of a server's banner
 * or anything a server on the local network might echo back.
 */
export function statusLine(response: unknown): string | null {
  if (typeof response !== 'string') return null;
  const line = response
    .split(/\r\n|\r|\n/)[0]!
    .replace(/[^\x20-\x7e]+/g, ' ')
    .trim();
  return line ? line.slice(0, 200) : null;
}

type SendFailure = { code?: unknown; response?: unknown; responseCode?: unknown; message?: unknown };

/** Why a send failed, in the owner's words, with the server's status line when it gave one. */
export function describeSendFailure(error: unknown, server: string): string {
  const { code, response } = (error ?? {}) as SendFailure;
  const answer = statusLine(response);
  const said = answer ? ` The server answered: ${answer}` : '';
  switch (code) {
    case 'EAUTH':
      return `The mail server ${server} refused the user name or password.${said}`;
    case 'ENOAUTH':
      return `The mail server ${server} asks for a user name and password.${said}`;
    case 'EENVELOPE':
      return `The mail server ${server} refused the sender or the recipient address.${said}`;
    case 'EMESSAGE':
      return `The mail server ${server} refused the message.${said}`;
    case 'EDNS':
      return `No mail server named ${server} was found: check the server's name.`;
    case 'ETIMEDOUT':
      return `The mail server ${server} did not answer in time: check the server's name, the port and the security setting.`;
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'ETLS':
      return `Could not talk to ${server}: nothing answered there, or the security setting does not match the port (TLS is usually port 465, STARTTLS 587).${said}`;
    default:
      return answer ? `Sending failed. The server answered: ${answer}` : `Sending through ${server} failed.`;
  }
}
