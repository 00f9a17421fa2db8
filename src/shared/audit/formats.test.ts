import { describe, expect, it } from 'vitest';
import { auditActionView, type AuditAction } from './actions';
import { auditValueWords, type AuditField } from './formats';

/** The catalogue's field `key` of `action`, as the audit screen reads it. */
const field = (action: AuditAction, key: string): AuditField => {
  const found = auditActionView(action).fields?.[key];
  if (!found) throw new Error(`${action} has no field ${key}`);
  return found;
};

describe('audit fields in the words of their screens', () => {
  it('names a white label\u2019s menus as its form does ("In-play", not "inPlay")', () => {
    expect(auditValueWords(field('whiteLabel.create', 'menus'), ['sports', 'inPlay', 'casino'])).toBe('Sports, In-play, Casino');
    expect(auditValueWords(field('whiteLabel.menus', 'menus'), ['liveCasino', 'virtual'])).toBe('Live casino, Virtual sports');
    // A menu a newer exchange has, as recorded, beside the known ones in words.
    expect(auditValueWords(field('whiteLabel.update', 'menus'), ['inPlay', 'bingo'])).toBe('In-play, bingo');
  });

  it('names a domain\u2019s environment and a white label\u2019s status as their screens do', () => {
    expect(auditValueWords(field('domain.create', 'environment'), 'production')).toBe('Production');
    expect(auditValueWords(field('whiteLabel.provision', 'status'), 'provisionFailed')).toBe('Provisioning failed');
    expect(auditValueWords(field('whiteLabel.create', 'status'), 'pending')).toBe('Not provisioned');
  });

  it('names the other coded fields from their label maps', () => {
    expect(auditValueWords(field('result.enter', 'status'), 'pending')).toBe('Awaiting verification');
    expect(auditValueWords(field('result.hold', 'status'), 'held')).toBe('On hold');
    expect(auditValueWords(field('marketType.create', 'family'), 'matchOdds')).toBe('Match Odds');
    expect(auditValueWords(field('stream.create', 'kind'), 'eSport')).toBe('eSport');
    expect(auditValueWords(field('siteExchange.update', 'status'), 'maintenance')).toBe('Maintenance');
  });

  it('leaves to the field\u2019s format what its words do not hold', () => {
    expect(auditValueWords(field('domain.create', 'environment'), 'qa')).toBeUndefined();
    expect(auditValueWords(field('whiteLabel.create', 'menus'), [])).toBeUndefined();
    expect(auditValueWords(field('whiteLabel.create', 'name'), 'Royal Play')).toBeUndefined();
  });
});
