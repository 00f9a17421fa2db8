import type { SocketLike } from './socket-transport';

/**
 * Test support: a socket the test opens, closes and answers by hand. It keeps every frame sent (and
 * refuses a send before it is open, as a browser WebSocket does).
 */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** A message from the host: a string as it is, anything else as JSON. */
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  /** The frames sent, parsed. */
  get frames(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown);
  }
  /** The frames sent, parsed as calls. */
  get calls() {
    return this.frames as Array<{ id: number; channel: string; input: unknown }>;
  }
}
