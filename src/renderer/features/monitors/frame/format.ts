const money = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

export const formatOdds = (odds: number): string => odds.toFixed(2);
export const formatMoney = (amount: number): string => money.format(amount);
export const formatSize = (size: number): string => (size >= 10_000 ? compact.format(size) : money.format(size));

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
export const formatTime = (ms: number): string => time.format(new Date(ms));
