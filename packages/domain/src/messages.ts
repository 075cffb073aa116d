/**
 * Every text the shared rules and the API show people, by key, in both languages.
 * Schemas and API errors carry keys; the API resolves them for the caller and the web
 * app resolves them for the shopper, so each text is written once and never looked up
 * by its wording. Keys ending in `_one` / `_other` are plural forms chosen by `count`
 * (i18next's convention, so the web app can hand these tables to i18next as they are).
 */
import { catalogueMessages } from './catalogues/messages';
import { rememberMessages } from './remember/messages';
import { accountMessagesEn, accountMessagesEs } from './account/messages';
import type { Language } from './language';
import { messageIn, type MessageParams, type MessageTables, type PluralBase } from './message-tables';
import { comparisonMessages } from './comparison/messages';
import { similarityMessages } from './similarity/messages';
import { configuratorMessages } from './configurator/messages';
import { orderMessages } from './orders/messages';
import { requestLimitsMessages } from './request-limits/messages';
import { searchMessages } from './search/messages';
import { statsMessages } from './stats/messages';
import { productTextMessages } from './product-text/messages';
import { uploadMessages } from './uploads/messages';
import { shippingMessages } from './shipping/messages';
import { reviewMessages } from './reviews/messages';
import { productAdminMessages } from './product-admin/messages';
import { settingsMessages } from './settings/messages';

const es = {
  ...orderMessages.es,
  ...comparisonMessages.es,
  ...similarityMessages.es,
  ...configuratorMessages.es,
  ...uploadMessages.es,
  ...requestLimitsMessages.es,
  ...statsMessages.es,
  ...searchMessages.es,
  ...productTextMessages.es,
  ...productAdminMessages.es,
  'product.name.required': 'El nombre es requerido',
  'product.name.tooLong': 'El nombre no puede superar los 200 caracteres',
  'product.text.tooLong': 'El texto es demasiado largo',
  'product.basePrice.invalid': 'El precio debe ser un número mayor o igual a 0',
  'product.stock.invalid': 'El stock debe ser un número entero mayor o igual a 0',
  'product.currency.invalid': 'La moneda debe ser ARS, USD, BRL o EUR',
  'product.category.invalid': 'La categoría debe ser Laptops, Smartphones, Tablets, Monitores o Accesorios',
  'product.images.required': 'Se requiere al menos una imagen del producto',
  'product.images.tooMany': 'Máximo 7 imágenes por producto',
  'product.images.invalidUrl': 'URL inválida',
  'product.video.invalid': 'El video debe ser null o { url, type: "url" | "file" }',
  'product.variantType.invalid': 'El tipo de variante debe ser CONFIGURABLE o MODEL',
  'product.variantType.nothingToChoose':
    'Un producto configurable (tipo de variante) debe ofrecer algo para elegir: al menos una alternativa en algún componente. Si no, es MODEL',
  'product.deviceType.invalid': 'El tipo de dispositivo debe ser mobile, tablet, laptop o desktop',
  'product.features.tooManyAdditional': 'Máximo 5 características adicionales',
  'product.component.categoryRequired': 'Cada componente debe indicar su categoría',
  'product.specifications.invalid': 'Las especificaciones deben ser pares clave/valor de texto, número o booleano',
  'product.list.tooLong': 'La lista es demasiado larga',
  'product.id.invalid': 'ID de producto no válido',
  'product.notFound': 'Producto no encontrado',
  'product.deleted': 'Producto eliminado exitosamente',
  'product.changed':
    'El producto cambió desde que lo abriste (otra persona lo guardó o se vendieron unidades). Recárgalo y vuelve a aplicar tus cambios.',
  'product.version.invalid': 'La versión del producto debe ser un número entero mayor o igual a 1',
  'product.busy':
    'El producto está recibiendo muchos guardados a la vez y el tuyo no llegó a aplicarse. No se guardó nada: vuelve a intentarlo en un momento.',
  'product.wouldEmpty':
    'Este guardado vaciaría «{{field}}», que el producto tiene guardado. Envía su valor actual, o envía If-Match con la versión del producto para vaciarlo a propósito.',
  'cart.minQuantity': 'La cantidad mínima es 1',
  'query.page.invalid': 'La página debe ser un número entero entre 1 y 100000',
  'query.limit.invalid': 'El límite debe ser un número entero entre 1 y 100',
  'query.offset.invalid': 'El desplazamiento debe ser un número entero entre 0 y 10000000',
  'query.search.tooLong': 'La búsqueda no puede superar los 200 caracteres',
  'query.category.tooLong': 'La categoría no puede superar los 50 caracteres',
  'validation.invalidType': 'Tipo de dato no válido',
  'validation.unknown': 'Dato no válido',
  'auth.emailRequired': 'El email es requerido',
  'auth.passwordRequired': 'La contraseña es requerida',
  'auth.emailInvalid': 'El formato del email no es válido. Debe ser un email válido (ejemplo@dominio.com)',
  'auth.emailTooLong': 'El email no puede superar los 254 caracteres',
  'auth.passwordTooLong': 'La contraseña no puede superar los 128 caracteres',
  'auth.passwordTooShort': 'La contraseña debe tener al menos 8 caracteres',
  'auth.passwordUppercase': 'La contraseña debe contener al menos una letra mayúscula',
  'auth.passwordLowercase': 'La contraseña debe contener al menos una letra minúscula',
  'auth.passwordDigit': 'La contraseña debe contener al menos un número',
  'auth.passwordSpecial': 'La contraseña debe contener al menos un carácter especial (!@#$%^&*(),.?":{}|<>)',
  'auth.nameRequired': 'El nombre es requerido y no puede estar vacío',
  'auth.nameTooLong': 'El nombre no puede superar los 100 caracteres',
  'auth.birthDateRequired': 'La fecha de nacimiento es requerida',
  'auth.birthDateInvalid': 'Fecha inválida',
  'auth.birthDateFuture': 'La fecha de nacimiento no puede ser posterior a hoy',
  'auth.birthDateTooOld': 'La fecha de nacimiento no puede ser anterior a 1900',
  'auth.tooYoung': 'Debes tener al menos 13 años para registrarte',
  'auth.passwordMismatch':
    'Las contraseñas no coinciden. Por favor, asegúrate de escribir la misma contraseña en ambos campos',
  'auth.fieldNameRequired': 'El nombre es requerido',
  'auth.fieldEmailInvalid': 'El formato del email no es válido',
  'auth.fieldDateInvalid': 'Fecha inválida',
  'auth.fieldDateFuture': 'La fecha no puede ser posterior a hoy',
  'auth.fieldDateTooOld': 'La fecha no puede ser anterior a 1900',
  'auth.fieldTooYoung': 'Debes tener al menos 13 años para registrarte',
  'auth.credentialRequired': 'La credencial de Google es requerida',
  'auth.roleInvalid': 'El rol debe ser user o admin',
  'auth.userIdRequired': 'El ID de usuario es requerido',
  'auth.noToken': 'No hay token de autenticación',
  'auth.invalidToken': 'Token inválido o expirado',
  'auth.userGone': 'El usuario ya no existe',
  'auth.inactive': 'Tu cuenta está desactivada. Contacta con un administrador',
  'auth.forbidden': 'No tienes permisos para realizar esta acción',
  'auth.wrongCredentials': 'Email o contraseña incorrectos',
  'auth.emailTaken': 'Ya existe una cuenta con ese email',
  'auth.googleFailed': 'Error en la autenticación con Google',
  'auth.googleNotConfigured': 'El inicio de sesión con Google no está disponible en este servidor',
  'auth.tooManyAttempts_one':
    'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en {{count}} minuto',
  'auth.tooManyAttempts_other':
    'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en {{count}} minutos',
  'auth.tooManyRegistrations_one':
    'Se han creado demasiadas cuentas desde esta dirección. Inténtalo de nuevo en {{count}} minuto',
  'auth.tooManyRegistrations_other':
    'Se han creado demasiadas cuentas desde esta dirección. Inténtalo de nuevo en {{count}} minutos',
  'users.notFound': 'Usuario no encontrado',
  'users.ownRole': 'No puedes cambiar tu propio rol',
  'users.ownStatus': 'No puedes desactivar ni activar tu propia cuenta',
  'users.ownDelete': 'No puedes eliminar tu propia cuenta',
  'users.superadminRole': 'No se puede cambiar el rol de un superadministrador',
  'users.superadminStatus': 'No se puede cambiar el estado de un superadministrador',
  'users.superadminDelete': 'No se puede eliminar a un superadministrador',
  'users.roleUpdated': 'Rol actualizado correctamente',
  'users.deactivated': 'Usuario desactivado',
  'users.activated': 'Usuario activado',
  'users.deleted': 'Usuario eliminado correctamente',
  'request.routeNotFound': 'Ruta no encontrada',
  'request.invalidJson': 'El cuerpo de la solicitud no es JSON válido',
  'request.emptyJson': 'El cuerpo de la solicitud está vacío',
  'request.bodyTooLarge': 'El cuerpo de la solicitud supera el máximo permitido (1 MB)',
  'request.unsupportedMediaType': 'Tipo de contenido no soportado',
  'request.unsupportedContentEncoding': 'Codificación del cuerpo de la solicitud no soportada',
  'request.invalidContentLength': 'Longitud de contenido no válida',
  'request.badUrl': 'La dirección no es válida',
  'request.invalid': 'Solicitud no válida',
  'request.invalidData': 'Datos no válidos',
  'server.internalError': 'Error interno del servidor',
  'server.busy': 'La tienda está recibiendo muchas visitas en este momento. Vuelve a intentarlo en unos segundos.',
  ...catalogueMessages.es,
  ...accountMessagesEs,
  ...shippingMessages.es,
  ...reviewMessages.es,
  ...rememberMessages.es,
  ...settingsMessages.es,
} as const;

export type DomainMessageKey = keyof typeof es;

const en: Record<DomainMessageKey, string> = {
  ...orderMessages.en,
  ...comparisonMessages.en,
  ...similarityMessages.en,
  ...configuratorMessages.en,
  ...uploadMessages.en,
  ...requestLimitsMessages.en,
  ...statsMessages.en,
  ...searchMessages.en,
  ...productTextMessages.en,
  ...productAdminMessages.en,
  'product.name.required': 'Name is required',
  'product.name.tooLong': 'The name cannot be longer than 200 characters',
  'product.text.tooLong': 'The text is too long',
  'product.basePrice.invalid': 'The price must be a number greater than or equal to 0',
  'product.stock.invalid': 'Stock must be a whole number greater than or equal to 0',
  'product.currency.invalid': 'The currency must be ARS, USD, BRL or EUR',
  'product.category.invalid': 'The category must be Laptops, Smartphones, Tablets, Monitores or Accesorios',
  'product.images.required': 'At least one product image is required',
  'product.images.tooMany': 'At most 7 images per product',
  'product.images.invalidUrl': 'Invalid URL',
  'product.video.invalid': 'The video must be null or { url, type: "url" | "file" }',
  'product.variantType.invalid': 'The variant type must be CONFIGURABLE or MODEL',
  'product.variantType.nothingToChoose':
    'A configurable product (variant type) must offer something to choose: at least one alternative in some component. Otherwise it is MODEL',
  'product.deviceType.invalid': 'The device type must be mobile, tablet, laptop or desktop',
  'product.features.tooManyAdditional': 'At most 5 additional features',
  'product.component.categoryRequired': 'Every component must state its category',
  'product.specifications.invalid': 'Specifications must be key/value pairs of text, number or boolean',
  'product.list.tooLong': 'The list is too long',
  'product.id.invalid': 'Invalid product ID',
  'product.notFound': 'Product not found',
  'product.deleted': 'Product deleted successfully',
  'product.changed':
    'The product changed since you opened it (someone else saved it or units were sold). Reload it and apply your changes again.',
  'product.version.invalid': 'The product version must be a whole number of at least 1',
  'product.busy':
    'The product is receiving many saves at once and yours could not be applied. Nothing was stored: try again in a moment.',
  'product.wouldEmpty':
    'This save would empty "{{field}}", which the product holds. Send its current value, or send If-Match with the product\'s version to empty it on purpose.',
  'cart.minQuantity': 'Minimum quantity is 1',
  'query.page.invalid': 'The page must be a whole number between 1 and 100000',
  'query.limit.invalid': 'The limit must be a whole number between 1 and 100',
  'query.offset.invalid': 'The offset must be a whole number between 0 and 10000000',
  'query.search.tooLong': 'The search cannot be longer than 200 characters',
  'query.category.tooLong': 'The category cannot be longer than 50 characters',
  'validation.invalidType': 'Invalid data type',
  'validation.unknown': 'Invalid value',
  'auth.emailRequired': 'E-mail is required',
  'auth.passwordRequired': 'Password is required',
  'auth.emailInvalid': 'The e-mail format is not valid. It must be a valid e-mail (example@domain.com)',
  'auth.emailTooLong': 'The e-mail cannot be longer than 254 characters',
  'auth.passwordTooLong': 'The password cannot be longer than 128 characters',
  'auth.passwordTooShort': 'The password must be at least 8 characters long',
  'auth.passwordUppercase': 'The password must contain at least one uppercase letter',
  'auth.passwordLowercase': 'The password must contain at least one lowercase letter',
  'auth.passwordDigit': 'The password must contain at least one number',
  'auth.passwordSpecial': 'The password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
  'auth.nameRequired': 'Name is required and cannot be empty',
  'auth.nameTooLong': 'The name cannot be longer than 100 characters',
  'auth.birthDateRequired': 'Date of birth is required',
  'auth.birthDateInvalid': 'Invalid date',
  'auth.birthDateFuture': 'The date of birth cannot be later than today',
  'auth.birthDateTooOld': 'The date of birth cannot be earlier than 1900',
  'auth.tooYoung': 'You must be at least 13 years old to register',
  'auth.passwordMismatch': 'The passwords do not match. Please make sure you type the same password in both fields',
  'auth.fieldNameRequired': 'Name is required',
  'auth.fieldEmailInvalid': 'The e-mail format is not valid',
  'auth.fieldDateInvalid': 'Invalid date',
  'auth.fieldDateFuture': 'The date cannot be later than today',
  'auth.fieldDateTooOld': 'The date cannot be earlier than 1900',
  'auth.fieldTooYoung': 'You must be at least 13 years old to register',
  'auth.credentialRequired': 'The Google credential is required',
  'auth.roleInvalid': 'The role must be user or admin',
  'auth.userIdRequired': 'The user ID is required',
  'auth.noToken': 'There is no authentication token',
  'auth.invalidToken': 'Invalid or expired token',
  'auth.userGone': 'The user no longer exists',
  'auth.inactive': 'Your account is deactivated. Contact an administrator',
  'auth.forbidden': 'You do not have permission to do this',
  'auth.wrongCredentials': 'Invalid credentials',
  'auth.emailTaken': 'An account with that e-mail already exists',
  'auth.googleFailed': 'Google authentication failed',
  'auth.googleNotConfigured': 'Google sign-in is not available on this server',
  'auth.tooManyAttempts_one': 'Too many failed sign-in attempts. Try again in {{count}} minute',
  'auth.tooManyAttempts_other': 'Too many failed sign-in attempts. Try again in {{count}} minutes',
  'auth.tooManyRegistrations_one': 'Too many accounts were created from this address. Try again in {{count}} minute',
  'auth.tooManyRegistrations_other': 'Too many accounts were created from this address. Try again in {{count}} minutes',
  'users.notFound': 'User not found',
  'users.ownRole': 'You cannot change your own role',
  'users.ownStatus': 'You cannot deactivate or activate your own account',
  'users.ownDelete': 'You cannot delete your own account',
  'users.superadminRole': "A super administrator's role cannot be changed",
  'users.superadminStatus': "A super administrator's status cannot be changed",
  'users.superadminDelete': 'A super administrator cannot be deleted',
  'users.roleUpdated': 'Role updated successfully',
  'users.deactivated': 'User deactivated',
  'users.activated': 'User activated',
  'users.deleted': 'User deleted successfully',
  'request.routeNotFound': 'Route not found',
  'request.invalidJson': 'The request body is not valid JSON',
  'request.emptyJson': 'The request body is empty',
  'request.bodyTooLarge': 'The request body exceeds the maximum allowed (1 MB)',
  'request.unsupportedMediaType': 'Unsupported content type',
  'request.unsupportedContentEncoding': 'Unsupported request body encoding',
  'request.invalidContentLength': 'Invalid content length',
  'request.badUrl': 'The address is not valid',
  'request.invalid': 'Invalid request',
  'request.invalidData': 'Invalid data',
  'server.internalError': 'Internal server error',
  'server.busy': 'The shop is receiving a lot of visits right now. Try again in a few seconds.',
  ...catalogueMessages.en,
  ...accountMessagesEn,
  ...shippingMessages.en,
  ...reviewMessages.en,
  ...rememberMessages.en,
  ...settingsMessages.en,
};

export const domainMessages = { es, en } as const;

export type MessageKey = DomainMessageKey | PluralBase<DomainMessageKey>;

export function isMessageKey(value: string): value is MessageKey {
  return value in es || `${value}_other` in es;
}

/** Resolves a key of the domain's whole table (`messageIn`, message-tables.ts, says how). */
export function domainMessage(key: string, language: Language = 'es', params: MessageParams = {}): string {
  return messageIn<MessageTables>(domainMessages, key, language, params);
}
