import { describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import { listBridgedOperations, ok, type Result } from '@shared/contract';
import { createDispatcher, invalidInput, type LocalHandler } from './dispatcher';

const context = { windowId: 'w1' };

const setup = (loggedIn = true) => {
  const request = vi.fn(async (): Promise<Result<unknown>> => ok('from the exchange'));
  const localHandlers: Record<string, LocalHandler> = {};
  for (const { op } of listBridgedOperations()) {
    if (op.kind === 'local') localHandlers[op.id] = vi.fn(async (input: unknown) => ok({ handled: op.id, input }));
  }
  const log = vi.fn();
  const dispatch = createDispatcher({ session: { isLoggedIn: () => loggedIn }, client: { request } as never, localHandlers, log });
  return { dispatch, request, localHandlers, log };
};

/** Inputs no operation may accept: wrong types, unknown keys, values that do not survive JSON. */
const garbage = (shapeKeys: string[]): Array<[string, unknown]> => {
  const withPollutedProto = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as unknown;
  return [
    ['a symbol', Symbol('x')],
    ['a function', () => 'x'],
    ['a bigint', 10n],
    ['a number', 42],
    ['a text', 'text'],
    ['true', true],
    ['null', null],
    ['an array', [1, 2, 3]],
    ['an object with an unknown key holding a symbol', { unexpected: Symbol('y') }],
    ['an object with a __proto__ key', withPollutedProto],
    ...(shapeKeys.length === 0
      ? []
      : ([
          ['every field of the right name with a symbol', Object.fromEntries(shapeKeys.map((key) => [key, Symbol(key)]))],
          ['every field of the right name as an object', Object.fromEntries(shapeKeys.map((key) => [key, { nested: true }]))],
        ] as Array<[string, unknown]>)),
  ];
};

const shapeKeys = (schema: z.ZodType): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

describe('the bridge dispatcher', () => {
  const cases = listBridgedOperations().flatMap(({ channel, op }) =>
    garbage(shapeKeys(op.input)).map(([label, input]) => [channel, label, input] as const),
  );

  it('covers every bridged operation of the contract', () => {
    const channels = new Set(cases.map(([channel]) => channel));
    expect([...channels].sort()).toEqual(listBridgedOperations().map((entry) => entry.channel).sort());
    expect(channels.size).toBeGreaterThan(0);
  });

  it.each(cases)('rejects %s called with %s, without calling the exchange or a handler', async (channel, _label, input) => {
    const { dispatch, request, localHandlers } = setup();
    const result = await dispatch(channel, input, context);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: expect.any(String) } });
    expect(request).not.toHaveBeenCalled();
    for (const handler of Object.values(localHandlers)) expect(handler).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names the fields the contract rejects', async () => {
    const { dispatch } = setup();
    const result = await dispatch('auth.changePassword', { oldPassword: '', newPassword: '123' }, context);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'Old Password is required.',
        fieldErrors: { oldPassword: 'Old Password is required.', newPassword: 'Password must be at least 6 characters long.' },
      },
    });
  });

  it('keeps the message of a field named __proto__ or constructor (no prototype in the field map)', () => {
    const error = new ZodError([
      { code: 'custom', path: ['constructor'], message: 'Bad constructor.', input: 1 },
      { code: 'custom', path: ['__proto__'], message: 'Bad proto.', input: 1 },
    ]);
    const result = invalidInput(error);
    expect(result.ok).toBe(false);
    const fieldErrors = result.ok ? {} : (result.error.fieldErrors ?? {});
    expect(Object.entries(fieldErrors)).toEqual([
      ['constructor', 'Bad constructor.'],
      ['__proto__', 'Bad proto.'],
    ]);
    expect(result.ok ? '' : result.error.message).toBe('Bad constructor.');
  });

  it.each([['no.such'], ['auth.login'], ['__proto__'], ['constructor'], ['toString']])(
    'rejects the channel %s, which is not a bridged operation',
    async (channel) => {
      const { dispatch, request } = setup();
      expect(await dispatch(channel, { userName: 'a', password: 'b' }, context)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' },
      });
      expect(request).not.toHaveBeenCalled();
    },
  );

  it('serves a session operation from its local handler with the parsed input', async () => {
    const { dispatch, localHandlers } = setup(false);
    const result = await dispatch('session.login', { userName: '  admin ', password: 'pw' }, context);
    expect(result).toEqual(ok({ handled: 'session.login', input: { userName: 'admin', password: 'pw' } }));
    expect(localHandlers['session.login']).toHaveBeenCalledWith({ userName: 'admin', password: 'pw' }, context);
  });

  it('passes an exchange operation with valid input to the client when logged in', async () => {
    const { dispatch, request } = setup(true);
    expect(await dispatch('cronLogs.list', {}, context)).toEqual(ok('from the exchange'));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ id: 'cronLogs.list' }), {}, { signal: undefined, idempotencyKey: undefined });
  });

  it("carries the window's abort signal and idempotency key to the exchange client", async () => {
    const { dispatch, request } = setup(true);
    const signal = new AbortController().signal;
    await dispatch('cronLogs.list', {}, context, { signal, idempotencyKey: 'key-12345678' });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ id: 'cronLogs.list' }), {}, { signal, idempotencyKey: 'key-12345678' });
  });

  it('answers unauthorized without calling the exchange while logged out', async () => {
    const { dispatch, request } = setup(false);
    expect(await dispatch('cronLogs.list', {}, context)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(request).not.toHaveBeenCalled();
  });

  describe('tells every window what a successful write changed', () => {
    const withWrites = (result: Result<unknown>) => {
      const onWritten = vi.fn();
      const { localHandlers } = setup();
      const dispatch = createDispatcher({ session: { isLoggedIn: () => true }, client: { request: async () => result } as never, localHandlers, onWritten });
      return { dispatch, onWritten };
    };
    const suspend = { _id: 'm-1', status: 'suspended' };

    it('reports the tags an operation writes, computed from its input, once it succeeded', async () => {
      const { dispatch, onWritten } = withWrites(ok({}));
      await dispatch('markets.setStatus', suspend, context);
      expect(onWritten).toHaveBeenCalledWith(['markets:m-1', 'audit'], context);
    });

    it('reports nothing for a failed write or for a read', async () => {
      const failed = withWrites({ ok: false, error: { kind: 'conflict', status: 409, message: 'No' } });
      await failed.dispatch('markets.setStatus', suspend, context);
      expect(failed.onWritten).not.toHaveBeenCalled();
      const read = withWrites(ok([]));
      await read.dispatch('cronLogs.list', {}, context);
      expect(read.onWritten).not.toHaveBeenCalled();
    });
  });

  describe('never throws', () => {
    it('turns a throwing client into an internal error and logs it without the input', async () => {
      const log = vi.fn();
      const dispatch = createDispatcher({
        session: { isLoggedIn: () => true },
        client: { request: () => Promise.reject(new Error('boom')) } as never,
        localHandlers: { ...setup().localHandlers, 'session.login': () => Promise.reject(new Error('bang')), 'session.logout': vi.fn(), 'session.getState': vi.fn() },
        log,
      });
      expect(await dispatch('cronLogs.list', {}, context)).toMatchObject({ ok: false, error: { kind: 'internal' } });
      expect(await dispatch('session.login', { userName: 'u', password: 'secret-pw' }, context)).toMatchObject({
        ok: false,
        error: { kind: 'internal' },
      });
      const lines = log.mock.calls.map(([line]) => String(line)).join('\n');
      expect(lines).toContain('boom');
      expect(lines).not.toContain('secret-pw');
    });

    it('survives input zod cannot read, odd channels and a missing context', async () => {
      const { dispatch } = setup();
      const hostile = new Proxy({}, { ownKeys: () => { throw new Error('trap'); }, get: () => { throw new Error('trap'); } });
      expect(await dispatch('cronLogs.list', hostile, context)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
      expect(await dispatch(42 as never, {}, context)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
      expect(await dispatch('cronLogs.list', {}, undefined as never)).toEqual(ok('from the exchange'));
    });
  });

  it('refuses to start when a local operation has no handler', () => {
    expect(() => createDispatcher({ session: { isLoggedIn: () => true }, client: { request: vi.fn() } as never, localHandlers: {} })).toThrow(
      /session\.login/,
    );
  });
});
