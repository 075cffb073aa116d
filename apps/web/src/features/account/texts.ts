import i18n from '../../shared/i18n';

/**
 * The account page's texts, in both languages. They travel with the page's lazily loaded
 * code instead of es.json, which ships in every first load (at the edge of its budget).
 */
const es = {
  title: 'Mi cuenta',
  subtitle: 'Tus datos, tu contraseña y tus sesiones.',
  detailsTitle: 'Datos personales',
  emailNote: 'El email identifica tu cuenta y no se puede cambiar.',
  saveName: 'Guardar cambios',
  passwordTitle: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  changePassword: 'Cambiar contraseña',
  sessionsTitle: 'Sesiones',
  sessionsText: 'Cierra la sesión en todos los dispositivos y navegadores donde la iniciaste, también en este.',
  logoutAll: 'Cerrar sesión en todos los dispositivos',
  logoutAllConfirmTitle: '¿Cerrar sesión en todos los dispositivos?',
  logoutAllConfirmText: 'Tendrás que volver a iniciar sesión en cada uno, también en este.',
  loadFailed: 'No se pudieron cargar tus datos',
  saveFailed: 'No se pudieron guardar los cambios. Por favor, intenta nuevamente',
} as const;

const en: Record<keyof typeof es, string> = {
  title: 'My account',
  subtitle: 'Your details, your password and your sessions.',
  detailsTitle: 'Personal details',
  emailNote: 'Your e-mail identifies your account and cannot be changed.',
  saveName: 'Save changes',
  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  sessionsTitle: 'Sessions',
  sessionsText: 'Sign out on every device and browser where you signed in, this one included.',
  logoutAll: 'Sign out on every device',
  logoutAllConfirmTitle: 'Sign out on every device?',
  logoutAllConfirmText: 'You will have to sign in again on each of them, this one included.',
  loadFailed: 'Your details could not be loaded',
  saveFailed: 'The changes could not be saved. Please try again',
};

export const accountTexts = { es, en };

/**
 * Adds the texts to i18next's bundles. Spanish is always there; English only once i18next
 * has loaded en.json itself (an English bundle added earlier would make it skip that file),
 * so they are added again whenever a language finishes loading.
 */
function addAccountTexts() {
  for (const language of ['es', 'en'] as const) {
    if (language === 'es' || i18n.hasResourceBundle(language, 'translation'))
      i18n.addResourceBundle(language, 'translation', { account: accountTexts[language] }, true, false);
  }
}

addAccountTexts();
i18n.on('loaded', addAccountTexts);
