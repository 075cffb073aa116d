/** What other modules may use of the search-engine module (robots.txt and the sitemap). */
export { seoRoutes } from './routes';
