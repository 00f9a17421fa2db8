import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const text = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
const config = parse(text) as Record<string, { target?: string[] } & Record<string, unknown>>;
const require = createRequire(import.meta.url);

/** What may never be written in the packaging file: every secret comes from the signing machine's environment. */
const SECRET_SHAPES: ReadonlyArray<[string, RegExp]> = [
  ['a private key or certificate', /-----BEGIN [A-Z ]*(PRIVATE KEY|CERTIFICATE)-----/],
  ['a password value', /^\s*[A-Za-z_]*(password|Password|PASSWORD)[A-Za-z_]*\s*:\s*\S+/m],
  ['a signing variable with a value', /\b(CSC_LINK|CSC_KEY_PASSWORD|WIN_CSC_LINK|APPLE_API_KEY|APPLE_ID_PASSWORD|APPLE_APP_SPECIFIC_PASSWORD|GH_TOKEN)\s*[:=]\s*\S+/],
  ['a long base64 blob', /[A-Za-z0-9+/]{120,}={0,2}/],
  ['a token or key value', /^\s*[A-Za-z_]*(token|Token|apiKey|secret|Secret)\s*:\s*\S+/m],
];

describe('electron-builder configuration', () => {
  it('is valid for electron-builder itself (its own schema)', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(config: unknown, logger: { isEnabled: boolean; add(): void }): Promise<void>;
    };
    await expect(validateConfiguration(config, { isEnabled: false, add: () => undefined })).resolves.toBeUndefined();
  });

  it('builds what IT deploys: NSIS and MSI, dmg and zip, AppImage and deb', () => {
    expect(config.win?.target).toEqual(['nsis', 'msi']);
    expect(config.mac?.target).toEqual(['dmg', 'zip']);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.msi).toMatchObject({ perMachine: true, upgradeCode: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('signs and notarises macOS with the hardened runtime, from the environment only', () => {
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true, entitlements: 'resources/entitlements.mac.plist' });
  });

  it('publishes update files for a generic feed, for every channel', () => {
    expect(config.publish).toEqual({ provider: 'generic', url: '${env.UPDATE_FEED_URL}', channel: '${env.UPDATE_CHANNEL}' });
    expect(config.generateUpdatesFilesForAllChannels).toBe(true);
  });

  it('holds no secret', () => {
    // Comments explain where secrets come from; only what the file sets counts.
    const settings = text
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'))
      .map((line) => line.replace(/\s+#.*$/, ''))
      .join('\n');
    for (const [what, shape] of SECRET_SHAPES) expect(settings, `electron-builder.yml must not contain ${what}`).not.toMatch(shape);
  });

  it('flips the fuses after packing and before signing', () => {
    expect(config.afterPack).toBe('scripts/after-pack-fuses.cjs');
    const { fuseConfig } = require('./after-pack-fuses.cjs') as { fuseConfig(platform: string): Record<string, unknown> };
    expect(fuseConfig('win32')).toMatchObject({ strictlyRequireAllFuses: true });
  });

  it('ships only the build output, with the keychain binary unpacked', () => {
    expect(config.files).toEqual(expect.arrayContaining(['out/**', '!out/**/*.map', '!out/browser-bridge/**']));
    expect(config.asar).toBe(true);
  });
});
