// Child process for the lock tests: takes the data folder lock, says so, then waits to be killed.
import { acquireDataDirLock } from '../../lib/data/embedded/engine/data-dir-lock';

acquireDataDirLock(process.argv[2]!);
console.log('locked');
setInterval(() => {}, 1000);
