import 'server-only';

/**
 * A server whose supervisor is gone (killed with kill -9, say) would keep running on its own,
 * holding the data folder, so the supervisor started next (by systemd, a container's restart
 * policy, or by hand) could not start a server on it. Under a supervisor the server therefore
 * watches its parent and, once that has gone (the process is handed to another parent), stops
 * the way SIGTERM stops it.
 */
export function stopWhenSupervisorGoes(): void {
  const supervisor = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === supervisor) return;
    clearInterval(timer);
    console.error(`The supervisor (pid ${supervisor}) is gone: stopping this server so a new one can start.`);
    process.kill(process.pid, 'SIGTERM');
  }, 1000);
  timer.unref();
}
