import { afterEach, describe, expect, it } from 'vitest';
import { setFormatSettings } from '@renderer/lib/format';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/audit';
import { actionLabel, changeLines, dayEnd, dayStart, targetText } from './audit-format';

afterEach(() => setFormatSettings({ timeZone: undefined }));

describe('audit rows, as read', () => {
  it('names every catalogue action by its label, and keeps an unknown one as recorded', () => {
    for (const action of Object.keys(AUDIT_ACTIONS) as AuditAction[]) {
      expect(actionLabel(action)).toBe(AUDIT_ACTIONS[action].label);
      expect(actionLabel(action)).not.toBe(action);
    }
    expect(actionLabel('trader.status')).toBe('Trader status changed');
    expect(actionLabel('sport.active')).toBe('Sport switched on or off');
    expect(actionLabel('market.settle')).toBe('market.settle');
  });

  it('shows the fields the catalogue names, labelled and formatted, and hides the rest', () => {
    expect(changeLines('trader.status', { status: 'inactive' })).toEqual(['Status: Inactive']);
    expect(changeLines('account.status', { status: 'bettingLocked' })).toEqual(['Status: Locked from betting']);
    expect(changeLines('market.status', { status: 'ballRunning' })).toEqual(['Status: Ball running']);
    expect(changeLines('staff.status', { status: 'pendingReview' })).toEqual(['Status: Pending review']);
    expect(changeLines('result.settle', { punterWon: 2908500 })).toEqual(['Punters won: ₹29,085.00']);
    expect(changeLines('trader.permissions', { granted: ['addSport', 'navigation'] })).toEqual(['Permissions: Add Sport, Navigation']);
    expect(changeLines('trader.permissions', { granted: [] })).toEqual(['Permissions: (none)']);
    expect(changeLines('sport.active', { active: false })).toEqual(['Active: Off']);
    expect(changeLines('sport.delete', { _id: 's1', name: 'Cricket', externalId: null, createdAt: '2026-01-01' })).toEqual(['Name: Cricket', 'Provider id: —']);
    expect(changeLines('betDelay.market', { seconds: 5 })).toEqual(['Delay: 5 s']);
    expect(changeLines('betLimit.update', { level: 'sport', maxStake: 250000 })).toEqual(['Level: Sport', 'Max stake: 2,50,000.00']);
    expect(changeLines('provider.import', { created: { sport: 1, competition: 0, event: 4, market: 0 }, unknown: 0 })).toEqual(['Created: sport 1, event 4', 'Unknown: 0']);
    expect(changeLines('trader.status', null)).toEqual([]);
  });

  it('shows a list of codes by the words the form shows them in', () => {
    expect(changeLines('whiteLabel.update', { menus: ['sports', 'inPlay', 'liveCasino'] })).toContain('Menus: Sports, In-play, Live casino');
  });

  it('shows a recorded list by its items’ names, and an unknown action’s fields as recorded', () => {
    expect(changeLines('navigation.quickLinks', [{ _id: 'q1', label: 'Cricket' }, { _id: 'q2', label: 'IPL' }])).toEqual(['Cricket, IPL']);
    expect(changeLines('navigation.popularBets', [{ marketId: 'm1', marketName: 'Match Odds' }])).toEqual(['Match Odds']);
    expect(changeLines('market.settle', { result: 'home' })).toEqual(['result: home']);
  });

  it('shows granted permissions in the words of the permission dialogs, never their keys', () => {
    expect(changeLines('trader.permissions', { granted: ['marketManagement', 'operationalLogs'] })).toEqual(['Permissions: Market Management, Operational Logs']);
  });

  it('shows a menu entry’s path and whether it is hidden, so a save that only hides one shows a difference', () => {
    const menu = (visible: boolean) => [{ _id: 'a', label: 'Sports', path: '/sports', visible }, { _id: 'b', label: 'Casino', path: '/casino', visible: true }];
    expect(actionLabel('navigation.exchangeMenu')).toBe('Exchange menu changed');
    expect(changeLines('navigation.exchangeMenu', menu(false))).toEqual(['Sports /sports (hidden), Casino /casino']);
    expect(changeLines('navigation.exchangeMenu', menu(true))).toEqual(['Sports /sports, Casino /casino']);
  });

  it('turns a calendar day of the zone times are shown in into the instants that bound it', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    expect([dayStart('2026-03-04'), dayEnd('2026-03-04')]).toEqual(['2026-03-03T18:30:00.000Z', '2026-03-04T18:29:59.999Z']);
    // A day the clocks go forward has 23 hours.
    setFormatSettings({ timeZone: 'Europe/London' });
    expect([dayStart('2026-03-29'), dayEnd('2026-03-29')]).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T22:59:59.999Z']);
    setFormatSettings({ timeZone: undefined });
    expect(dayStart('')).toBeUndefined();
    expect(dayEnd('not a day')).toBeUndefined();
  });

  it('names what a row changed in words, never by its code, and keeps the id for a file', () => {
    expect(targetText({ targetType: 'casinoEvent', targetName: 'Teen Patti 20-20', targetId: 'e1' })).toBe('Casino table Teen Patti 20-20');
    expect(targetText({ targetType: 'casinoStreamMonitor', targetName: null, targetId: '6b0a08b2' })).toBe('Casino stream monitor');
    expect(targetText({ targetType: 'casinoStreamMonitor', targetName: null, targetId: '6b0a08b2' }, true)).toBe('Casino stream monitor 6b0a08b2');
    expect(targetText({ targetType: 'user', targetName: 'trader1' })).toBe('User trader1');
  });

  it('names a race with its course, as the racing desk does, and a race already named by it once', () => {
    expect(targetText({ targetType: 'racing', targetName: 'QA Stakes', course: 'Ascot' })).toBe('Racing QA Stakes, Ascot');
    expect(targetText({ targetType: 'result', targetName: 'QA Stakes · Win', course: 'Ascot' }, true)).toBe('Result QA Stakes, Ascot · Win');
    expect(targetText({ targetType: 'result', targetName: '14:30 Cheltenham · Win', course: 'Cheltenham' })).toBe('Result 14:30 Cheltenham · Win');
    expect(targetText({ targetType: 'racing', targetName: null, targetId: 'm1', course: 'Ascot' })).toBe('Racing');
  });

  it('shows a field holding an id by the name recorded beside it, and an older row without the name leaves it out', () => {
    const event = { name: 'Home v Away', competitionId: '6b0b0cfa01', competitionName: 'Premier League', country: 'GB' };
    expect(changeLines('event.create', event)).toEqual(['Name: Home v Away', 'Competition: Premier League', 'Country: GB']);
    expect(changeLines('market.create', { name: 'Match Odds', eventId: '6b0b0cfa02', eventName: 'Home v Away', marketTypeId: '6b0b0b19', marketTypeName: 'Match Odds' })).toEqual([
      'Name: Match Odds',
      'Event: Home v Away',
      'Market type: Match Odds',
    ]);
    expect(changeLines('competition.create', { name: 'IPL', sportId: '6b0b0a01', sportName: 'Cricket' })).toEqual(['Name: IPL', 'Sport: Cricket']);
    expect(changeLines('market.create', { name: 'Match Odds', eventId: '6b0b0cfa02', marketTypeId: '6b0b0b19' })).toEqual(['Name: Match Odds']);
    expect(changeLines('selection.status', { status: 'removed', marketId: '6b0b0cfa03' })).toEqual(['Status: Removed']);
  });

  it('shows a manager, a bet limit’s target and auto markets’ types by the names recorded beside their ids, never the ids', () => {
    expect(changeLines('market.manager', { userId: '6b0b0a01', userName: 'manager' })).toEqual(['Manager: manager']);
    expect(changeLines('market.manager', { userId: null })).toEqual(['Manager: —']);
    expect(changeLines('market.manager', { userId: '6b0b0a01' })).toEqual([]);
    const limit = { level: 'competition', targetId: '6b0b0c01', targetName: 'E2E Cup B', maxStake: 200 };
    expect(changeLines('betLimit.create', limit)).toEqual(['Level: Competition', 'Target: E2E Cup B', 'Max stake: 200.00']);
    expect(changeLines('betLimit.delete', { level: 'market', targetId: '6b0b0c02', targetName: 'Home v Away · Match Odds' })).toEqual(['Level: Market', 'Target: Home v Away · Match Odds']);
    expect(changeLines('betLimit.update', { level: 'event', targetId: '6b0b0c03' })).toEqual(['Level: Event']);
    expect(changeLines('betLimit.update', { level: 'default', targetId: null })).toEqual(['Level: Default', 'Target: —']);
    expect(changeLines('autoMarkets.save', { marketTypeIds: ['6b0b0b19', '6b0b0b1a'], marketTypeNames: 'Match Odds, Bookmaker', overs: [6, 10] })).toEqual(['Market types: Match Odds, Bookmaker', 'Overs lines: 6, 10']);
    expect(changeLines('autoMarkets.save', { marketTypeIds: [], overs: [] })).toEqual(['Market types: (none)', 'Overs lines: (none)']);
    expect(changeLines('autoMarkets.save', { marketTypeIds: ['6b0b0b19'], overs: [] })).toEqual(['Overs lines: (none)']);
  });

  it('names a bet limit, a bet delay’s market and a market family by what the exchange recorded, an older row by its kind', () => {
    expect(targetText({ targetType: 'betLimit', targetName: 'Competition: E2E Cup B', targetId: 'l1' })).toBe('Bet limit Competition: E2E Cup B');
    expect(targetText({ targetType: 'betLimit', targetName: null, targetId: 'l1' })).toBe('Bet limit');
    expect(targetText({ targetType: 'market', targetName: 'Home v Away · Match Odds', targetId: 'm1' })).toBe('Market Home v Away · Match Odds');
    expect(targetText({ targetType: 'marketFamily', targetName: 'Match Odds', targetId: 'matchOdds' })).toBe('Market family Match Odds');
    expect(targetText({ targetType: 'betDelay', targetName: null, targetId: 'm1' })).toBe('Bet delay');
  });

  it('shows a staff role by its label, an older row’s role code in words, never the code', () => {
    expect(changeLines('staff.create', { userName: 'fay', role: 'FANCY_MANAGER', roleLabel: 'Fancy Manager' })).toEqual(['User name: fay', 'Role: Fancy Manager']);
    expect(changeLines('trader.create', { userName: 'tom', role: 'TRADER' })).toEqual(['User name: tom', 'Role: Trader']);
    expect(changeLines('staff.create', { role: 'RISK_USER' })).toEqual(['Role: Risk user']);
  });

  it('shows a recorded moment in the console’s date format and zone', () => {
    setFormatSettings({ timeZone: 'UTC' });
    expect(changeLines('event.create', { openDate: '2026-11-29T17:18:00.000Z' })).toEqual(['Opens: Nov 29, 2026, 5:18:00 PM']);
    expect(changeLines('banner.create', { startAt: null })).toEqual(['Starts: —']);
  });

  it('names a market, a selection and a role by the name the exchange recorded with the row', () => {
    expect(targetText({ targetType: 'market', targetName: 'Home v Away · Match Odds', targetId: 'm1' })).toBe('Market Home v Away · Match Odds');
    expect(targetText({ targetType: 'role', targetName: 'Risk User', targetId: 'RISK_USER' })).toBe('Role Risk User');
    expect(targetText({ targetType: 'market', targetName: null, targetId: 'm1' })).toBe('Market');
  });

  it('writes odds, switches, codes and a reorder of banners in words', () => {
    expect(changeLines('sportsbook.price', { market: 'Total Goals', odds: { '0 goals': '9.00', '1 goal': '4.50' } })).toEqual(['Market: Total Goals', 'Odds: 0 goals 9.00, 1 goal 4.50']);
    expect(changeLines('casinoStreamMonitor.create', { tableName: 'Teen Patti', flags: { autoplay: true, chat: false } })).toEqual(['Table: Teen Patti', 'On: Autoplay']);
    expect(changeLines('casinoEvent.create', { name: 'T', game: 'teenPatti', provider: 'house' })).toEqual(['Name: T', 'Game: Teen Patti 20-20', 'Provider: House']);
    expect(changeLines('banner.sequence', [{ _id: 'b1', title: 'Diwali' }, { _id: 'b2', title: 'IPL' }])).toEqual(['Diwali, IPL']);
    expect(changeLines('lottery.limit', { market: 'Lottery 1', maxStake: 200000 })).toEqual(['Market: Lottery 1', 'Maximum stake: 2,00,000.00']);
  });
});
