// The Electronegativity gate of `npm run lint`: scans the sources, writes SARIF to
// out/electronegativity.sarif for tools, and fails on any finding of MEDIUM severity or higher that
// security/electronegativity-exceptions.json does not list with a reason. A listed exception that no
// longer matches anything fails too, so the list stays reviewed rather than growing stale.
/* eslint-disable @typescript-eslint/no-require-imports -- Electronegativity is CommonJS and is loaded after the got hook */
'use strict';
require('./got-offline.cjs');
const { mkdirSync, readFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..', '..');
const ELECTRON_VERSION = require(join(ROOT, 'node_modules', 'electron', 'package.json')).version;
const FAILING = new Set(['MEDIUM', 'HIGH']);
// A global check that asks the network for Electron's security releases; offline it cannot run.
const EXCLUDED_CHECKS = ['availablesecurityfixesglobalcheck'];

/** Runs the scanner on `input`; resolves its issues as { id, severity, file, line, description }. */
async function scan(input, sarifFile) {
  const run = require('@doyensec/electronegativity/dist/runner.js');
  if (sarifFile) mkdirSync(dirname(sarifFile), { recursive: true });
  const quiet = console.log;
  console.log = () => {}; // its progress bar and banner
  try {
    const result = await run({
      input,
      output: sarifFile,
      isSarif: true,
      customScan: [],
      excludeFromScan: EXCLUDED_CHECKS,
      isRelative: true,
      isVerbose: false,
      electronVersionOverride: ELECTRON_VERSION,
      parserPlugins: [],
    });
    return result.issues.map((issue) => ({
      id: issue.id,
      severity: issue.severity.name,
      // isRelative: files come relative to the input already; 'N/A' for global checks.
      file: issue.file === 'N/A' ? '.' : issue.file,
      line: issue.location.line,
      description: issue.description,
    }));
  } finally {
    console.log = quiet;
  }
}

/** Findings that fail the gate, and exceptions that match nothing. */
function judge(issues, exceptions) {
  const bad = exceptions.filter((e) => typeof e.reason !== 'string' || e.reason.trim().length < 20);
  if (bad.length > 0) throw new Error(`Every exception needs a reason of a sentence at least: ${JSON.stringify(bad)}`);
  const matches = (issue, e) => e.id === issue.id && e.file === issue.file;
  const failing = issues.filter((issue) => FAILING.has(issue.severity) && !exceptions.some((e) => matches(issue, e)));
  const stale = exceptions.filter((e) => !issues.some((issue) => matches(issue, e)));
  return { failing, stale };
}

async function main() {
  const exceptions = JSON.parse(readFileSync(join(ROOT, 'security', 'electronegativity-exceptions.json'), 'utf8')).exceptions;
  const issues = await scan(join(ROOT, 'src'), join(ROOT, 'out', 'electronegativity.sarif'));
  const { failing, stale } = judge(issues, exceptions);
  for (const f of failing) console.error(`electronegativity: ${f.severity} ${f.id} at src/${f.file}:${f.line} — ${f.description}`);
  for (const e of stale) console.error(`electronegativity: the exception for ${e.id} at src/${e.file} matches nothing any more; remove it.`);
  if (failing.length > 0 || stale.length > 0) process.exit(1);
  console.log(`electronegativity: no finding of medium severity or higher (${issues.length} lower or excepted)`);
}

module.exports = { scan, judge };
if (require.main === module) main().catch((error) => {
  console.error(`electronegativity: the scan failed: ${error.stack ?? error}`);
  process.exit(1);
});
