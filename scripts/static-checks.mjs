// The test command's static checks, side by side: tsc and the linters (eslint, knip) each keep one
// core busy for about a minute, and the CI machines have two. Each one's output is printed whole
// once it ends, so the two never interleave; the run fails if either does.
import { spawn } from 'node:child_process';

const checks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
];

const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n== ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${output}`,
      );
      resolve(code === 0);
    });
  });

const results = await Promise.all(checks.map(run));
if (!results.every(Boolean)) process.exit(1);
