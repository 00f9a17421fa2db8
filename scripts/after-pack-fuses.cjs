// electron-builder `afterPack` hook: flips Electron's fuses in the packaged binary before it is
// signed (electron-builder signs after afterPack, so the signature covers the flipped fuses).
// Fuses are build-time switches that no command line or environment can turn back on.
/* eslint-disable @typescript-eslint/no-require-imports -- electron-builder requires CommonJS hooks */
'use strict';
const path = require('node:path');
const { flipFuses, FuseV1Options, FuseVersion } = require('@electron/fuses');

/** The fuse settings of every platform's build. Pure, so a unit test can check each one. */
function fuseConfig(platform) {
  return {
    version: FuseVersion.V1,
    // Fail the build if a future Electron adds a fuse we have not decided on.
    strictlyRequireAllFuses: true,
    // macOS: the ad-hoc signature is invalid once bytes change; the real signature comes after.
    resetAdHocDarwinSignature: platform === 'darwin',
    // ELECTRON_RUN_AS_NODE would turn the signed app into a general-purpose Node interpreter.
    [FuseV1Options.RunAsNode]: false,
    // Cookies (the exchange's anti-forgery cookie) encrypted at rest with the OS key.
    [FuseV1Options.EnableCookieEncryption]: true,
    // NODE_OPTIONS could preload arbitrary code into the main process.
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    // --inspect would let anyone on the machine attach a debugger to the process holding the token.
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    // The app.asar must match the hash recorded at build time (macOS and Windows enforce it).
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    // No loose app/ folder next to the asar can replace our code.
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
    // Pages come from app://, file:// needs none of its legacy extra privileges.
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  };
}

/** Where electron-builder put the Electron executable for this platform. */
function electronBinaryPath(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  const productFilename = packager.appInfo.productFilename;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return path.join(appOutDir, `${productFilename}.app`);
  if (electronPlatformName === 'win32') return path.join(appOutDir, `${productFilename}.exe`);
  return path.join(appOutDir, packager.executableName ?? productFilename);
}

async function afterPack(context) {
  await flipFuses(electronBinaryPath(context), fuseConfig(context.electronPlatformName));
}

module.exports = afterPack;
module.exports.default = afterPack;
module.exports.fuseConfig = fuseConfig;
module.exports.electronBinaryPath = electronBinaryPath;
