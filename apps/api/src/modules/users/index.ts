/** What other modules may use of the users module (the lint forbids reaching past this file). */
export {
  createUser,
  deactivateAccount,
  endSessions,
  ensureAccount,
  findUserByEmail,
  findUserByGoogleSub,
  isUniqueViolation,
  linkGoogleAccount,
  rememberLanguage,
  renameUser,
  replacePassword,
  toPublicUser,
} from './service';
