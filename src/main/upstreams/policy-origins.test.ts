import { describe, expect, it } from 'vitest';
import { narrowToPolicy } from './policy-origins';

const configured = new Set(['https://exchange.example', 'https://provider.example', 'http://203.0.113.10:8001']);

describe("the machine policy's allowed upstream origins", () => {
  it('leave the configured origins as they are when the policy names none', () => {
    expect(narrowToPolicy(configured, 'https://exchange.example', undefined)).toBe(configured);
  });

  it('keep only the origins the policy names, and the exchange', () => {
    expect([...narrowToPolicy(configured, 'https://exchange.example', ['https://provider.example'])]).toEqual(['https://exchange.example', 'https://provider.example']);
    expect([...narrowToPolicy(configured, 'https://exchange.example', [])]).toEqual(['https://exchange.example']);
  });
});
