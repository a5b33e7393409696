/** How the Usage view names a key: masked as in Settings, or gone. Browser-safe. */
export function keyLabel(row: { apiKeyId: string | null; keyHint: string | null }): string {
  if (!row.apiKeyId) return 'deleted key';
  return `••••${(row.keyHint ?? '').slice(-4)}`;
}
