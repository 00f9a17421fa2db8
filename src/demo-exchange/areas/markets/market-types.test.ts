import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

type Type = { _id: string; code: string; name: string; family: string; sportId: string | null };

/** What the save takes of a type as the list answers it (the save refuses the list's extra columns). */
const inputOf = ({ _id, code, name, family, sportId }: Type): Type => ({ _id, code, name, family, sportId });

/** A new general market type, and (when `withMarket`) one market of it on an event of its own. */
const typeOf = async (tag: string, withMarket: boolean): Promise<Type> => {
  const { api } = exchange;
  const type = await api.ok<Type>('/market-type/save', { code: `RULE_${tag}`, name: `Rule ${tag}`, family: 'matchOdds', sportId: null });
  if (withMarket) {
    const { eventId } = await api.buildChain(`Rule ${tag}`);
    await api.ok('/market/save', { eventId, marketTypeId: type._id, selections: [{ name: `Yes ${tag}` }, { name: `No ${tag}` }] });
  }
  return inputOf(type);
};

describe('saving a market type', () => {
  it('refuses a change of code or family once the type has markets, on each changed field: its markets settle and reserve by them', async () => {
    const type = await typeOf('A', true);
    const save = (change: Partial<Type>) => exchange.api.call('/market-type/save', { ...type, ...change });

    const code = await save({ code: 'PLACE_COPY' });
    expect(code.status).toBe(409);
    expect(code.body.meta.message).toEqual({ code: { message: 'Code: this type has markets; create a new type instead.' } });
    const family = await save({ family: 'racing' });
    expect(family.body.meta.message).toEqual({ family: { message: 'Family: this type has markets; create a new type instead.' } });
    const both = await save({ code: 'PLACE_COPY', family: 'fancy' });
    expect(both.body.meta.message).toEqual({
      code: { message: 'Code: this type has markets; create a new type instead.' },
      family: { message: 'Family: this type has markets; create a new type instead.' },
    });
    const kept = await exchange.api.ok<Type>('/market-type/save', { ...type, name: 'Rule A renamed' });
    expect(kept).toMatchObject({ code: 'RULE_A', family: 'matchOdds', name: 'Rule A renamed' });
  });

  it('still changes the code and family of a type no market uses', async () => {
    const type = await typeOf('B', false);
    const saved = await exchange.api.ok<Type>('/market-type/save', { ...type, code: 'RULE_B2', family: 'racing' });
    expect(saved).toMatchObject({ code: 'RULE_B2', family: 'racing' });
  });
});
