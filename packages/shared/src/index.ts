export * from './envelope';
export * from './constants';
export * from './categories';
export * from './money';
export * from './order-code';
export * from './opening-hours';
export * from './auth';
export * from './restaurant';
