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
  'passwordReset.requested':
    'Si hay una cuenta con ese e-mail, te enviamos un enlace para elegir una contraseña nueva. Revisa tu correo (también la carpeta de spam); el enlace vence en 30 minutos.',
  'passwordReset.done': 'Listo: tu contraseña cambió y se cerraron todas tus sesiones. Inicia sesión con la nueva',
  'passwordReset.linkInvalid':
    'Este enlace para restablecer la contraseña no sirve: ya se usó, venció o está incompleto. Pide uno nuevo',
  'passwordReset.tokenRequired': 'Falta el código del enlace. Abre el enlace del correo tal como llegó',
  'passwordReset.tooMany_one': 'Se pidieron demasiados enlaces. Inténtalo de nuevo en {{count}} minuto',
  'passwordReset.tooMany_other': 'Se pidieron demasiados enlaces. Inténtalo de nuevo en {{count}} minutos',
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
  'passwordReset.requested':
    'If an account has that e-mail, we sent it a link to choose a new password. Check your inbox (and the spam folder); the link expires in 30 minutes.',
  'passwordReset.done': 'Done: your password changed and every session was signed out. Sign in with the new one',
  'passwordReset.linkInvalid':
    'This password-reset link does not work: it was already used, it expired or it is incomplete. Ask for a new one',
  'passwordReset.tokenRequired': "The link's code is missing. Open the link from the e-mail as it arrived",
  'passwordReset.tooMany_one': 'Too many links were asked for. Try again in {{count}} minute',
  'passwordReset.tooMany_other': 'Too many links were asked for. Try again in {{count}} minutes',
};
