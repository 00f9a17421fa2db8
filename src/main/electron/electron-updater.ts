import electronUpdater from 'electron-updater';
import type { Updater } from '../updates/update-service';

/**
 * The Electron shell's updater: electron-updater on the generic feed IT hosts. Our update service decides
 * (policy, channel, staged rollout) and tells the user; this only downloads, verifies (sha512 from the
 * feed, and the code signature on Windows and macOS) and installs at quit, or at once when the user asks.
 */
export function createElectronUpdater(log: (line: string) => void): Updater {
  const { autoUpdater } = electronUpdater;
  autoUpdater.autoDownload = false;
  // Installed when the user quits: never a restart in the middle of a shift.
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.logger = { info: log, warn: log, error: log, debug: () => undefined };
  return {
    download: async (settings) => {
      autoUpdater.setFeedURL({ provider: 'generic', url: settings.feedUrl, channel: settings.channel === 'stable' ? 'latest' : settings.channel });
      autoUpdater.allowPrerelease = settings.channel !== 'stable';
      autoUpdater.allowDowngrade = false;
      const check = await autoUpdater.checkForUpdates();
      if (!check?.isUpdateAvailable) throw new Error('the feed offers no newer version to this machine');
      await autoUpdater.downloadUpdate();
    },
    installNow: () => autoUpdater.quitAndInstall(false, true),
  };
}
