/**
 * Texts of the account area (sign-in limits, sessions that can be ended, the account page's
 * writes) and of the control-character check every text field shares, spread into the
 * tables of ../messages.ts.
 */
export const accountMessagesEs = {
  'text.controlCharacters': 'El texto contiene caracteres de control no permitidos',
  'auth.sessionEnded': 'Tu sesión ha finalizado. Inicia sesión de nuevo',
  'account.currentPasswordRequired': 'La contraseña actual es requerida',
  'account.currentPasswordWrong': 'La contraseña actual no es correcta',
  'account.noPassword': 'Esta cuenta inicia sesión con Google y no tiene contraseña',
  'account.passwordChanged': 'Contraseña actualizada. Se cerraron las demás sesiones',
  'account.signedOutEverywhere': 'Se cerraron todas las sesiones',
  'account.profileUpdated': 'Datos actualizados',
} as const;

export const accountMessagesEn: Record<keyof typeof accountMessagesEs, string> = {
  'text.controlCharacters': 'The text contains control characters, which are not allowed',
  'auth.sessionEnded': 'Your session has ended. Please sign in again',
  'account.currentPasswordRequired': 'The current password is required',
  'account.currentPasswordWrong': 'The current password is not correct',
  'account.noPassword': 'This account signs in with Google and has no password',
  'account.passwordChanged': 'Password changed. Your other sessions were signed out',
  'account.signedOutEverywhere': 'Every session was signed out',
  'account.profileUpdated': 'Details updated',
};
