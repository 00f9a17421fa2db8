export * from './amounts';
export * from './accounts';
export * from './exposure';
export * from './refusals';
export * from './matched-bet';
