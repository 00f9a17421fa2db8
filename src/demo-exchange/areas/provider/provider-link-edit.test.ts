import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Sport {
  _id: string;
  name: string;
  externalId: string | null;
  updatedAt: string;
}

describe('a record of ours the provider import links', () => {
  it('is an edit of that record: a save from its form opened before is refused, one from the version linked is taken', async () => {
    const { api, t } = exchange;
    const opened = await api.ok<Sport>('/event-type/save', { name: 'Kabaddi' });
    await api.ok('/betting-data/import', { items: [{ level: 'sport', externalId: '99994' }] });
    const linked = t.db().prepare('SELECT externalId, updatedAt FROM sports WHERE _id = ?').get(opened._id);
    expect(linked?.externalId).toBe('99994');
    expect(linked?.updatedAt).not.toBe(opened.updatedAt);
    // Audited as the sport's edit (its provider id), dated at the updatedAt the link wrote.
    const row = t.db().prepare("SELECT at, \"before\", \"after\" FROM audit_log WHERE action = 'sport.update' AND targetId = ? ORDER BY id DESC LIMIT 1").get(opened._id);
    expect(row?.at).toBe(linked?.updatedAt);
    expect(JSON.parse(String(row?.before))).toMatchObject({ externalId: null });
    expect(JSON.parse(String(row?.after))).toMatchObject({ externalId: '99994' });

    // The form opened before the import still holds no provider id: its save would take the link away.
    const stale = await api.call('/event-type/save', { _id: opened._id, name: 'Kabaddi League', externalId: null, expectedUpdatedAt: opened.updatedAt });
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body.meta.message)).toMatch(/Kabaddi was changed by admin at \d\d:\d\d UTC since you opened it\./);
    expect(t.db().prepare('SELECT name, externalId FROM sports WHERE _id = ?').get(opened._id)).toMatchObject({ name: 'Kabaddi', externalId: '99994' });

    const fresh = await api.call<Sport>('/event-type/save', { _id: opened._id, name: 'Kabaddi League', externalId: '99994', expectedUpdatedAt: String(linked?.updatedAt) });
    expect(fresh.status).toBe(200);
    expect(fresh.data).toMatchObject({ name: 'Kabaddi League', externalId: '99994' });
  });
});
