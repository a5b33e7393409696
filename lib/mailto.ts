/** A mailto: link with a preset subject (and body), encoded so any text is safe. */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const params = [
    ...(subject ? [`subject=${encodeURIComponent(subject)}`] : []),
    ...(body ? [`body=${encodeURIComponent(body)}`] : []),
  ];
  return params.length ? `mailto:${email}?${params.join('&')}` : `mailto:${email}`;
}
