/** Semantic versions as electron-builder writes them: 1.4.0, 1.5.0-beta.2. */
export interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  readonly prerelease: readonly (string | number)[];
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export const parseVersion = (text: string): Version | undefined => {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  const prerelease = match[4] === undefined ? [] : match[4].split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease };
};

const compareParts = (a: string | number, b: string | number): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Negative when a is older than b (semver precedence: a pre-release is older than its release). */
export const compareVersions = (a: Version, b: Version): number => {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return core;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i += 1) {
    const order = compareParts(a.prerelease[i] as string | number, b.prerelease[i] as string | number);
    if (order !== 0) return order;
  }
  return a.prerelease.length - b.prerelease.length;
};
