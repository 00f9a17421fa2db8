export * from './cricket';
export * from './football';
