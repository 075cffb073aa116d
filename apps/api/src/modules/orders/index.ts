/** What other modules may use of the orders module (the lint forbids reaching past this file). */
export { priceLines } from './service';
