/** POST: whether a reply was running and is now being stopped. */
export type StopAnswer = { stopping: boolean };
