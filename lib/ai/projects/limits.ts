/**
 * A project's caps: the routes check them, the portal's fields hold to them, the database has the
 * same (migration 20261230000900). Client-safe: no server-only import.
 */
export const PROJECT_NAME_MAX = 200;
export const PROJECT_INSTRUCTIONS_MAX = 8000;
