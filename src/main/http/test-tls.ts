import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate authority of our own and a server certificate it signed for 127.0.0.1 (openssl, as IT would). */
export const makeCertificates = () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-ca-'));
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Console Test CA', '-keyout', 'ca.key', '-out', 'ca.pem');
  run('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', 'server.key', '-out', 'server.csr');
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  run('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'san.ext', '-out', 'server.pem');
  return { dir, caFile: join(dir, 'ca.pem'), key: readFileSync(join(dir, 'server.key')), cert: readFileSync(join(dir, 'server.pem')) };
};

export const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** A forward proxy as corporate networks run them: TLS goes through CONNECT tunnels, each one recorded. */
export const startConnectProxy = async () => {
  const tunnels: string[] = [];
  const open = new Set<Socket>();
  const server = createServer();
  server.on('connect', (request, client: Socket, head: Buffer) => {
    tunnels.push(request.url ?? '');
    open.add(client);
    client.on('close', () => open.delete(client));
    const [host, port] = (request.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      open.add(upstream);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const url = `http://127.0.0.1:${await listen(server)}`;
  // CONNECT sockets leave the HTTP server's hands: closing the proxy ends them itself.
  const close = async () => {
    for (const socket of open) socket.destroy();
    await closeServer(server);
  };
  return { url, tunnels, close };
};

export const closeServer = async (server: Server) => {
  server.closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};
