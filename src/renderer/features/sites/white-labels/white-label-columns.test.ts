import { describe, expect, it } from 'vitest';
import type { SiteUser, WhiteLabel } from '@shared/contract/white-labels';
import { exportColumnsOf } from '@renderer/components/server-table/export-columns';
import { toCsv } from '@renderer/components/server-table/export-rows';
import { siteUserColumns, WHITE_LABEL_COLUMNS } from './white-label-columns';

const site = (name: string, currency: string, balance: number): WhiteLabel =>
  ({
    _id: name,
    name,
    currency,
    status: 'active',
    nodeSiteId: null,
    provisionError: null,
    users: { total: 3, active: 3, bettingLocked: 0, suspended: 0 },
    money: { balance, exposure: 250, available: balance - 250 },
    domainCount: 1,
  }) as WhiteLabel;

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').trim().split('\r\n');

describe('white-label exports', () => {
  it('write each site’s currency beside its amounts in the list of every site, once', () => {
    const csv = toCsv(exportColumnsOf(WHITE_LABEL_COLUMNS, {}, []), [site('Royal Play', 'INR', 1_500_000), site('Gulf Bet', 'AED', 9_999.5)]);
    expect(lines(csv)).toEqual([
      'Name,Status,Users,Locked,Child balance,Currency,Exposure,Domains,Node site',
      'Royal Play,Active,3,0,1500000.00,INR,250.00,1,',
      'Gulf Bet,Active,3,0,9999.50,AED,250.00,1,',
    ]);
  });

  it('keep the currency while any amount is shown, and leave it out with the amounts', () => {
    const headers = (visibility: Record<string, boolean>) => exportColumnsOf(WHITE_LABEL_COLUMNS, visibility, []).map((c) => c.header);
    expect(headers({ balance: false })).toEqual(['Name', 'Status', 'Users', 'Locked', 'Exposure', 'Currency', 'Domains', 'Node site']);
    expect(headers({ balance: false, exposure: false })).not.toContain('Currency');
  });

  it('name the currency in the money headers of one site’s users, whose rows are all in it', () => {
    const user = { _id: 'u', userName: 'punter1', name: 'P', level: 'punter', status: 'active', statusReason: null, canBet: true, balance: -20.5, exposure: 0 } as SiteUser;
    const csv = toCsv(exportColumnsOf(siteUserColumns('USD'), {}, []), [user]);
    expect(lines(csv)).toEqual(['User name,Level,Status,May bet,Reason,Balance (USD),Exposure (USD)', 'punter1,punter,Active,Yes,,-20.50,0.00']);
  });
});
