import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { actionError, textField, type ActionResult } from '@/lib/action-result';
import { requireSignedIn, requireUser } from '@/lib/auth';
import type { AuthUser } from '@/lib/auth/types';
import { assertActionSameOrigin } from '@/lib/http/action-origin';
import { parseOrThrow } from '@/lib/validation';

/**
 * Who may call an action: anyone (sign-in, sign-up), a signed-in user whatever the owner's
 * second-factor rule says (the setup page's own actions, see requireSignedIn), or a user the
 * rule lets in (requireUser). Signed out, the latter two redirect to the login page.
 */
export type Gate = 'anyone' | 'signed-in' | 'user';
type UserFor<G extends Gate> = G extends 'anyone' ? null : AuthUser;

async function pass<G extends Gate>(gate: G): Promise<UserFor<G>> {
  if (gate === 'user') return (await requireUser()) as UserFor<G>;
  if (gate === 'signed-in') return (await requireSignedIn()) as UserFor<G>;
  return null as UserFor<G>;
}

/** A field meant to be text: any other value (a file, a number, nothing) reads as ''. Never fails. */
export const textInput = z.unknown().optional().transform(textField);

/** An action's arguments as an object; anything else (null, a string) reads as no fields at all. */
export const argsOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((value) => (typeof value === 'object' && value !== null ? value : {}), z.object(shape));

/**
 * A server action is a public endpoint: this is the one way in. In order: the request must come
 * from this site (assertActionSameOrigin: Next checks only the host), the caller must pass
 * `gate` (outside the try, so a signed-out caller is redirected), the arguments must fit
 * `input`; then `run`. An AppError becomes `{ ok: false, message, fieldErrors }` (a 5xx, or any
 * other error, is logged and shown as `fallback`); a redirect from `run` goes through.
 */
export function validatedAction<S extends z.ZodType, T, G extends Gate>(
  options: { input: S; gate: G; fallback: string },
  run: (input: z.output<S>, user: UserFor<G>) => Promise<T>,
): (input?: z.input<S>) => Promise<ActionResult<T>> {
  return async (raw) => {
    try {
      await assertActionSameOrigin();
    } catch (error) {
      return actionError(error, options.fallback);
    }
    const user = await pass(options.gate);
    try {
      return { ok: true, data: await run(parseOrThrow(options.input, raw), user) };
    } catch (error) {
      unstable_rethrow(error);
      return actionError(error, options.fallback);
    }
  };
}

type FormFields = Record<string, FormDataEntryValue | null>;

/**
 * The same for a form posted with useActionState (`(previous, form) => state`). The form's
 * fields named in `input` are validated; `run` may refuse (any error becomes `refused(message,
 * fields, error)`, the state that shows it), and `then`, outside the try, decides where to go
 * (a redirect) once `run` succeeded, so a failure there is not mistaken for a refusal.
 */
export function validatedFormAction<Shape extends z.ZodRawShape, V, State>(options: {
  input: Shape;
  fallback: string;
  refused: (message: string, fields: FormFields, error: unknown) => State;
  run: (input: z.output<z.ZodObject<Shape>>) => Promise<V>;
  then: (value: V, input: z.output<z.ZodObject<Shape>>) => Promise<State>;
}): (previous: State, form: FormData) => Promise<State> {
  const schema = z.object(options.input);
  return async (_previous, form) => {
    const fields: FormFields = Object.fromEntries(
      Object.keys(options.input).map((name) => [name, form instanceof FormData ? form.get(name) : null]),
    );
    let input: z.output<typeof schema>;
    let value: V;
    try {
      await assertActionSameOrigin();
      input = parseOrThrow(schema, fields);
      value = await options.run(input);
    } catch (error) {
      unstable_rethrow(error);
      return options.refused(actionError(error, options.fallback).message, fields, error);
    }
    return options.then(value, input);
  };
}

/** An action with no input and nothing to show (signing out): the origin check, then `run` (a redirect). */
export function sameSiteAction(run: () => Promise<void>): () => Promise<void> {
  return async () => {
    await assertActionSameOrigin();
    await run();
  };
}
