export * from './catalogue';
export * from './hierarchy';
export * from './normalise';
