/**
 * The red box above a form for a refused request, in the owner's words. role="alert": a screen
 * reader says it as it appears (a toast may say it too, but goes away).
 */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-red-500/60 bg-red-500/10 p-3 text-sm text-red-300">
      {message}
    </div>
  );
}
