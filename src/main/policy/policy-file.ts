import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { policySchema, SAFE_DEFAULT_POLICY, type Policy } from './policy-schema';

/** Where IT puts the policy: a system location that users cannot write. */
export const systemPolicyPath = (platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string => {
  if (platform === 'win32') return join(env.ProgramData || 'C:\\ProgramData', 'ExchangeConsole', 'policy.json');
  if (platform === 'darwin') return '/Library/Application Support/ExchangeConsole/policy.json';
  return '/etc/exchange-console/policy.json';
};

export interface LoadedPolicy {
  readonly policy: Policy;
  /** The file it came from; null when the machine has none. */
  readonly source: string | null;
  /** Why the file could not be used (the console then runs on SAFE_DEFAULT_POLICY and says this). */
  readonly problem?: string;
}

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

const describeIssue = (issue: { path: PropertyKey[]; message: string }) =>
  issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;

/**
 * Reads the machine's policy. CONSOLE_POLICY_FILE names another file, but only where the machine has no
 * system policy: a user's environment must not be a way around IT's policy.
 */
export function loadPolicy(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): LoadedPolicy {
  const systemPath = systemPolicyPath(platform, env);
  let source = systemPath;
  let text: string | undefined;
  try {
    text = readText(systemPath);
    if (text === undefined && env.CONSOLE_POLICY_FILE) {
      source = env.CONSOLE_POLICY_FILE;
      text = readText(source);
      if (text === undefined) return { policy: SAFE_DEFAULT_POLICY, source, problem: `Policy file ${source} does not exist.` };
    }
  } catch (error) {
    return { policy: SAFE_DEFAULT_POLICY, source, problem: `Policy file ${source} cannot be read (${(error as Error).message}).` };
  }
  if (text === undefined) return { policy: {}, source: null };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { policy: SAFE_DEFAULT_POLICY, source, problem: `Policy file ${source} is not valid JSON (${(error as Error).message}).` };
  }
  const parsed = policySchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map(describeIssue).join('; ');
    return { policy: SAFE_DEFAULT_POLICY, source, problem: `Policy file ${source} was not applied: ${issues}.` };
  }
  return { policy: parsed.data, source };
}

/** The settings a policy fixes, by name, for the settings screen to show as locked. */
export const lockedSettings = (policy: Policy): string[] => {
  const locked: string[] = [];
  if (policy.exchangeUrl !== undefined) locked.push('exchangeUrl');
  for (const key of ['feedUrl', 'channel', 'automatic'] as const) if (policy.updates?.[key] !== undefined) locked.push(`updates.${key}`);
  for (const key of ['proxy', 'extraCaCertificates', 'allowedUpstreamOrigins', 'logLevel'] as const) if (policy[key] !== undefined) locked.push(key);
  return locked;
};
