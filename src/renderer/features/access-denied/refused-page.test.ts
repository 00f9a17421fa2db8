import { describe, expect, it } from 'vitest';
import { isConsolePath } from './refused-page';

describe('the refused address', () => {
  it('may be tried again only when it is a page of the console, never another site', () => {
    expect(isConsolePath('/dashboard/operational-logs?tab=audit')).toBe(true);
    for (const elsewhere of ['https://evil.example.com/login', '//evil.example.com/dashboard/', '/\\evil.example.com', '/dashboard\\..\\x', 'javascript:alert(1)', '/login']) {
      expect(isConsolePath(elsewhere), elsewhere).toBe(false);
    }
  });
});
