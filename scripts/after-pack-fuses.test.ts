import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import { describe, expect, it } from 'vitest';

interface AfterPackModule {
  fuseConfig(platform: string): Record<string | number, unknown>;
  electronBinaryPath(context: unknown): string;
}
const hook = createRequire(import.meta.url)('./after-pack-fuses.cjs') as AfterPackModule;

describe('the fuses of packaged builds', () => {
  it.each(['linux', 'win32', 'darwin'])('lock down the %s binary', (platform) => {
    const config = hook.fuseConfig(platform);
    expect(config).toMatchObject({
      version: FuseVersion.V1,
      strictlyRequireAllFuses: true,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    });
  });

  it('decides every fuse @electron/fuses knows of', () => {
    const fuses = Object.values(FuseV1Options).filter((value) => typeof value === 'number');
    const config = hook.fuseConfig('linux');
    for (const fuse of fuses) expect(typeof config[fuse]).toBe('boolean');
  });

  it('resets the ad-hoc signature on macOS only', () => {
    expect(hook.fuseConfig('darwin').resetAdHocDarwinSignature).toBe(true);
    expect(hook.fuseConfig('linux').resetAdHocDarwinSignature).toBe(false);
  });

  it('finds the packaged executable of each platform', () => {
    const packager = { appInfo: { productFilename: 'Exchange Console' }, executableName: 'exchange-console' };
    expect(hook.electronBinaryPath({ appOutDir: '/o', electronPlatformName: 'linux', packager })).toBe(join('/o', 'exchange-console'));
    expect(hook.electronBinaryPath({ appOutDir: '/o', electronPlatformName: 'win32', packager })).toBe(join('/o', 'Exchange Console.exe'));
    expect(hook.electronBinaryPath({ appOutDir: '/o', electronPlatformName: 'darwin', packager })).toBe(join('/o', 'Exchange Console.app'));
  });
});
