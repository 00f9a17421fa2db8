export * from './actions';
export * from './formats';
