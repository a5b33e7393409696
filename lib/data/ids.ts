const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid cannot name any row; checking first keeps a typo from becoming a 500. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
