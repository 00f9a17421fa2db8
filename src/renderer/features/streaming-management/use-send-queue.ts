import { useState } from 'react';
import { useStableHandlers } from '@renderer/components/server-table/use-stable-handlers';
import { SendQueue, type SendQueueState } from './send-queue';

const IDLE: SendQueueState = { waiting: 0, refusal: null };

/** A SendQueue for this component's lifetime, with its state to show; it sends with the latest `send` given. */
export const useSendQueue = <Entry>(send: (entry: Entry) => Promise<unknown>) => {
  const stable = useStableHandlers({ send });
  const [state, setState] = useState(IDLE);
  const [queue] = useState(() => new SendQueue<Entry>((entry) => stable.send(entry), setState));
  return { state, push: (entry: Entry) => queue.push(entry) };
};
