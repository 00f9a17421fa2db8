export * from './dead-heat';
export * from './result-value';
export * from './settle-bet';
