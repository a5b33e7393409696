/**
 * Header text from a visitor on one line: nodemailer encodes headers, and the form refuses line
 * breaks in a name, but a stored row is not trusted to have come through the form.
 */
export const oneLine = (text: string) => text.replace(/[\r\n\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

/**
 * A visitor's name as it may appear in a Subject or a Reply-To display name. Mail clients decode
 * an RFC 2047 encoded word (`=?UTF-8?B?...?=`) found in a header, so its markers go: the name
 * shows as typed, never as text the visitor hid in it. Angle brackets, commas, quotes and
 * backslashes go too: in a display name they make it look like more addresses
 * (`Bob <evil@evil.example>, "Carol" <c@...>`) or end the quoting early.
 */
export function headerName(name: string): string {
  return oneLine(name.replace(/=\?|\?=/g, '').replace(/[<>,"\\]+/g, ' '))
    .replace(/\s{2,}/g, ' ')
    .trim();
}
