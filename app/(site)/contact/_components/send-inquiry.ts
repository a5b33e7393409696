import type { ActionResult } from '@/lib/action-result';
import { callRoute } from '@/lib/http/call-route';

/**
 * Posts the form as the browser would without script, asking for a JSON answer instead of a
 * redirect: filed, or what to fix (the field errors beside their fields, and a message above).
 */
export async function sendInquiry(form: HTMLFormElement): Promise<ActionResult> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  const result = await callRoute<unknown>(
    form.action,
    {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    },
    'That did not work. Please send again.',
  );
  if (result.ok) return { ok: true, data: undefined };
  if (result.code === 'unreachable')
    return { ok: false, message: 'The server could not be reached. Check your connection and send again.' };
  const fieldErrors = result.fieldErrors ?? {};
  const count = Object.keys(fieldErrors).length;
  // With errors beside their fields, the box above the form says how many, not the first one again.
  if (count === 0) return result;
  const message = `${count === 1 ? 'One field needs' : `${count} fields need`} another look: see below.`;
  return { ok: false, message, fieldErrors };
}
