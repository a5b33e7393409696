export function buildWorkers(): Promise<void>;
