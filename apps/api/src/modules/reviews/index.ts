/** What other modules may use of the reviews module (the lint forbids reaching past this file). */
export { ratingNow, reviewSummary, storedRating } from './service';
export { reviewRoutes } from './routes';
