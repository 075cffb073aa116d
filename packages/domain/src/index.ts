export * from './catalog';
export * from './money';
export * from './text';
export * from './messages';
export * from './product';
export * from './images';
export * from './auth';
export * from './cart';
