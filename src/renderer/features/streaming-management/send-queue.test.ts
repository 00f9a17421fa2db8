import { describe, expect, it } from 'vitest';
import { SendQueue, type SendQueueState } from './send-queue';

/** A send the test answers by hand, one call at a time, with every state the queue reported. */
const harness = () => {
  const calls: { entry: string; confirm: () => void; refuse: (error: Error) => void }[] = [];
  const states: SendQueueState[] = [];
  const queue = new SendQueue<string>(
    (entry) => new Promise<void>((resolve, reject) => calls.push({ entry, confirm: resolve, refuse: reject })),
    (state) => states.push(state),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { queue, calls, states, settle };
};

describe('the score desk send queue', () => {
  it('sends entries typed quickly one after another, each once the one before is confirmed, in order', async () => {
    const { queue, calls, states, settle } = harness();
    queue.push('2');
    queue.push('2');
    queue.push('W');
    expect(calls.map((c) => c.entry)).toEqual(['2']);
    expect(states.at(-1)).toEqual({ waiting: 3, refusal: null });
    calls[0]?.confirm();
    await settle();
    expect(calls.map((c) => c.entry)).toEqual(['2', '2']);
    calls[1]?.confirm();
    await settle();
    calls[2]?.confirm();
    await settle();
    expect(calls.map((c) => c.entry)).toEqual(['2', '2', 'W']);
    expect(states.at(-1)).toEqual({ waiting: 0, refusal: null });
  });

  it('drops what was typed after a refused entry and says how many', async () => {
    const { queue, calls, states, settle } = harness();
    queue.push('1');
    queue.push('2');
    queue.push('3');
    const refused = new Error('An over has six legal deliveries.');
    calls[0]?.refuse(refused);
    await settle();
    expect(calls).toHaveLength(1);
    expect(states.at(-1)).toEqual({ waiting: 0, refusal: { error: refused, dropped: 2 } });
    queue.push('4');
    expect(calls.map((c) => c.entry)).toEqual(['1', '4']);
    expect(states.at(-1)).toEqual({ waiting: 1, refusal: null });
  });
});
