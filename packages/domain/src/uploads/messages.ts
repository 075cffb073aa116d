/**
 * Texts of the media upload calls. `{{file}}` is the name the
 * client gave the file; the specification's wording is kept where it has one.
 */
const es = {
  'upload.imageTooLarge': 'La imagen {{file}} es demasiado grande. Máximo 5MB.',
  'upload.imageType': 'La imagen {{file}} no es JPEG, PNG, WebP ni GIF',
  'upload.imageTooManyPixels': 'La imagen {{file}} tiene demasiados píxeles. Máximo 25 megapíxeles.',
  'upload.imageUnreadable': 'La imagen {{file}} está dañada o no se puede leer',
  'upload.tooManyImages_one': 'Solo se puede subir una imagen en esta solicitud',
  'upload.tooManyImages_other': 'Máximo {{count}} imágenes por solicitud',
  'upload.videoTooLarge': 'El video es demasiado grande. Máximo 100MB.',
  'upload.videoType': 'Formato de video no soportado',
  'upload.tooManyVideos': 'Solo se puede subir un video por solicitud',
  'upload.noFile': 'No se recibió ningún archivo',
  'upload.wrongField': 'El archivo debe enviarse en el campo "{{field}}"',
  'upload.tooManyParts': 'El formulario tiene demasiadas partes',
  'upload.malformed': 'El formulario de subida está incompleto o dañado',
  'upload.mediaNotFound': 'El archivo multimedia no existe',
  'upload.deleted': 'Archivo multimedia eliminado correctamente',
} as const;

const en: Record<keyof typeof es, string> = {
  'upload.imageTooLarge': 'The image {{file}} is too large. Maximum 5MB.',
  'upload.imageType': 'The image {{file}} is not a JPEG, PNG, WebP or GIF',
  'upload.imageTooManyPixels': 'The image {{file}} has too many pixels. Maximum 25 megapixels.',
  'upload.imageUnreadable': 'The image {{file}} is damaged or cannot be read',
  'upload.tooManyImages_one': 'Only one image can be uploaded in this request',
  'upload.tooManyImages_other': 'At most {{count}} images per request',
  'upload.videoTooLarge': 'The video is too large. Maximum 100MB.',
  'upload.videoType': 'Unsupported video format',
  'upload.tooManyVideos': 'Only one video can be uploaded per request',
  'upload.noFile': 'No file was received',
  'upload.wrongField': 'The file must be sent in the "{{field}}" field',
  'upload.tooManyParts': 'The form has too many parts',
  'upload.malformed': 'The upload form is incomplete or damaged',
  'upload.mediaNotFound': 'The media file does not exist',
  'upload.deleted': 'Media file deleted successfully',
};

export const uploadMessages = { es, en };
