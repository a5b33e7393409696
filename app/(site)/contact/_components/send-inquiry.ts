/** What the server said about a post of the form: filed, or what to fix. */
export type SendOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string | undefined> };

/** Posts the form as the browser would without script, asking for a JSON answer instead of a redirect. */
export async function sendInquiry(form: HTMLFormElement): Promise<SendOutcome> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  let response: Response;
  try {
    response = await fetch(form.action, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch {
    return {
      ok: false,
      message: 'The server could not be reached. Check your connection and send again.',
      fieldErrors: {},
    };
  }
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    fieldErrors?: Record<string, string[]>;
  };
  const fieldErrors = Object.fromEntries(
    Object.entries(answer.fieldErrors ?? {}).map(([name, messages]) => [name, messages[0]]),
  );
  const count = Object.keys(fieldErrors).length;
  // With errors beside their fields, the box above the form says how many, not the first one again.
  const message =
    count > 0
      ? `${count === 1 ? 'One field needs' : `${count} fields need`} another look: see below.`
      : (answer.message ?? 'That did not work. Please send again.');
  return { ok: false, message, fieldErrors };
}
