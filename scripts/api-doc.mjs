/**
 * `npm run api:doc`: writes docs/openapi.json and docs/spec-coverage.md from the contract.
 * The contract is TypeScript importing without extensions, which plain node cannot load: vite's module
 * runner (the loader vitest uses) imports it instead, with no config and no server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '..');
const { module } = await runnerImport(resolve(root, 'scripts/api-doc/render.ts'), { root, configFile: false, logLevel: 'warn' });
for (const [path, text] of Object.entries(module.renderApiDocs())) {
  await mkdir(dirname(resolve(root, path)), { recursive: true });
  await writeFile(resolve(root, path), text);
  console.log(`wrote ${path}`);
}
