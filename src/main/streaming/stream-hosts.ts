/**
 * The stream hosts: the only origins whose playlists main probes and whose media the windows may load
 * (the Content Security Policy lists exactly these). STREAM_HOSTS (comma-separated origins) and, in demo
 * mode, the embedded demo exchange, which serves the test streams.
 */
export const parseStreamHosts = (raw: string | undefined): string[] => {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      if (!URL.canParse(part) || !/^https?:$/.test(new URL(part).protocol)) throw new Error(`STREAM_HOSTS: "${part}" is not an http or https origin.`);
      return new URL(part).origin;
    });
};

export const isOnStreamHost = (url: string, hosts: readonly string[]): boolean => URL.canParse(url) && hosts.includes(new URL(url).origin);
