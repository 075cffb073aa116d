/** What other modules may use of the stock-alerts module (the lint forbids reaching past this file). */
export { tellIfBackInStock, UNSUBSCRIBE_PATH } from './service';
export { stockAlertRoutes } from './routes';
