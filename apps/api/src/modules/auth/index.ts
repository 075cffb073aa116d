/** What other modules may use of the auth module (the lint forbids reaching past this file). */
export { hashPassword, verifyPassword } from './passwords';
