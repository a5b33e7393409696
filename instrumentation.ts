export async function register() {
  // The database lives in the Node.js server only; the build never gets here (Next skips register() during `next build`).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { prepareServer } = await import('./lib/startup');
    await prepareServer();
  }
}
