#!/usr/bin/env node
// `npm run start:browser`: builds what is missing, then runs the browser host in the foreground.
// stdio and the environment are inherited, so `Console ready at <url>` reaches the caller unchanged.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const required = ['out/main/browser-host.js', 'out/renderer/index.html', 'out/browser-bridge/bridge.js'];
const missing = required.filter((file) => !existsSync(join(root, file)));

if (missing.length > 0) {
  // Progress goes to stderr: stdout stays the host's own lines for whoever reads them.
  console.error(`Building the console (missing: ${missing.join(', ')})...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error('The build failed; the console was not started.');
    process.exit(build.status ?? 1);
  }
}

const host = spawn(process.execPath, [join(root, 'out/main/browser-host.js')], { cwd: root, stdio: 'inherit', env: process.env });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (host.exitCode === null && host.signalCode === null) host.kill(signal);
  });
}

host.on('exit', (code, signal) => {
  if (signal === null) process.exit(code ?? 0);
  // Die of the same signal, as a shell expects of a foreground program.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
