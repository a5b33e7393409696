const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The hidden fields React renders into each server-action form (the action id, bound arguments),
 * which is what a browser without JavaScript posts, and what a forging site can copy.
 */
export function actionForms(html: string): Record<string, string>[] {
  return [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)]
    .map(([, inner]) =>
      Object.fromEntries(
        [...inner!.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map(([, name, value]) => [
          decode(name!),
          decode(value ?? ''),
        ]),
      ),
    )
    .filter((fields) => Object.keys(fields).some((name) => name.startsWith('$ACTION')));
}
