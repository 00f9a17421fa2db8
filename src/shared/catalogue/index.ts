export * from './availability';
export * from './import-plan';
export * from './limits';
export * from './market-families';
export * from './market-status';
export * from './selections';
export * from './sportsbook-templates';
