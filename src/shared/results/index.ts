export * from './result-value';
export * from './settle-bet';
