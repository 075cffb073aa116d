export * from './provinces';
export * from './holidays';
export * from './business-days';
export * from './settings';
export * from './addresses';
export * from './address-lines';
export * from './quote';
export * from './delivery-text';
