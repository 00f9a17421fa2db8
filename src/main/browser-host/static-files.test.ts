import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, injectBridgeScript, resolveStatic } from './static-files';

describe('resolveStatic', () => {
  let dir: string;
  let root: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-'));
    root = join(dir, 'renderer');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<html></html>');
    await writeFile(join(root, 'assets', 'a.css'), 'body{}');
    await writeFile(join(dir, 'secret.txt'), 'secret');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves files of the build with their MIME type', async () => {
    expect(await resolveStatic(root, '/assets/a.css')).toEqual({ kind: 'file', path: join(root, 'assets', 'a.css'), contentType: 'text/css; charset=utf-8', isIndex: false });
    expect(await resolveStatic(root, '/')).toMatchObject({ kind: 'file', path: join(root, 'index.html'), isIndex: true });
  });

  it('falls back to index.html for extension-less routes only', async () => {
    expect(await resolveStatic(root, '/dashboard/trader')).toMatchObject({ kind: 'file', isIndex: true });
    expect(await resolveStatic(root, '/assets')).toMatchObject({ kind: 'file', isIndex: true });
    expect(await resolveStatic(root, '/assets/missing.js')).toEqual({ kind: 'not-found' });
  });

  it('refuses every way out of the root, encoded or not, and dotfiles', async () => {
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/a%5c..%5c..%5csecret.txt', '/%00', '/.git/config', '/%E0%A4%A']) {
      expect(await resolveStatic(root, path)).toEqual({ kind: 'forbidden' });
    }
  });

  it('knows the MIME types of a Vite build', () => {
    expect(contentTypeOf('x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('x.woff2')).toBe('font/woff2');
    expect(contentTypeOf('x.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});

describe('injectBridgeScript', () => {
  it('puts the bridge before the first script so window.exchange exists when the app starts', () => {
    expect(injectBridgeScript('<head><link><SCRIPT src="/a.js"></SCRIPT></head>')).toBe('<head><link><script src="/__bridge.js"></script><SCRIPT src="/a.js"></SCRIPT></head>');
  });
  it('falls back to the end of head when the page has no script', () => {
    expect(injectBridgeScript('<head></head>')).toBe('<head><script src="/__bridge.js"></script></head>');
  });
});
