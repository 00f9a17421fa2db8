import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

/**
 * Resolves a request path to a file of the built renderer. Shared by the browser host and by
 * Electron's app:// protocol so both serve exactly the same files with the same refusals.
 */
export type StaticLookup =
  | { kind: 'file'; path: string; contentType: string; isIndex: boolean }
  | { kind: 'not-found' }
  | { kind: 'forbidden' };

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (path: string): string => MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

export async function resolveStatic(rootDir: string, pathname: string): Promise<StaticLookup> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'forbidden' };
  }
  const segments = decoded.split('/');
  // No parent segments, no backslashes (Windows separators), no NUL, no dotfiles: nothing outside the build.
  if (decoded.includes('\\') || decoded.includes('\0') || segments.some((s) => s === '..' || s.startsWith('.'))) {
    return { kind: 'forbidden' };
  }
  const root = resolve(rootDir);
  const index = resolve(root, 'index.html');
  const target = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (target !== root && !target.startsWith(root + sep)) return { kind: 'forbidden' };

  if (target !== root && (await isFile(target))) {
    return { kind: 'file', path: target, contentType: contentTypeOf(target), isIndex: target === index };
  }
  // SPA fallback: extension-less paths are routes of the renderer; a missing asset is a 404.
  if (extname(segments.at(-1) ?? '') === '' && (await isFile(index))) {
    return { kind: 'file', path: index, contentType: contentTypeOf(index), isIndex: true };
  }
  return { kind: 'not-found' };
}

export const BRIDGE_SCRIPT_PATH = '/__bridge.js';
const BRIDGE_TAG = `<script src="${BRIDGE_SCRIPT_PATH}"></script>`;

/** Puts the bridge before the first script so `window.exchange` exists before the app runs. */
export function injectBridgeScript(html: string): string {
  const at = html.search(/<script/i);
  if (at >= 0) return `${html.slice(0, at)}${BRIDGE_TAG}${html.slice(at)}`;
  const head = html.search(/<\/head>/i);
  return head >= 0 ? `${html.slice(0, head)}${BRIDGE_TAG}${html.slice(head)}` : `${BRIDGE_TAG}${html}`;
}
