/** What other modules may use of the favourites module (the lint forbids reaching past this file). */
export { favouriteRoutes } from './routes';
