import { describe, expect, it } from 'vitest';
import { listHttpOperations } from '@shared/contract';
import { ROUTES } from './index';

describe('the route registry', () => {
  it('has a handler for every HTTP operation of the contract', () => {
    const missing = listHttpOperations('exchange')
      .map((op) => op.id)
      .filter((id) => ROUTES[id] === undefined);
    expect(missing).toEqual([]);
  });

  it('binds each handler to the very operation it is keyed by', () => {
    for (const op of listHttpOperations('exchange')) expect(ROUTES[op.id]?.op).toBe(op);
  });

  it('has no handler for an operation the contract does not declare', () => {
    const declared = new Set(listHttpOperations('exchange').map((op) => op.id));
    expect(Object.keys(ROUTES).filter((id) => !declared.has(id))).toEqual([]);
  });
});
