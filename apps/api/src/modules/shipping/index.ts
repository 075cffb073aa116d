/** What other modules may use of the shipping module (the lint forbids reaching past this file). */
export { findAddress, listAddresses } from './addresses';
export { quoteShipping, type QuoteContext } from './quote';
export { shippingRoutes } from './routes';
