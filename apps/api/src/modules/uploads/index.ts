/** What other modules may use of the uploads module (the lint forbids reaching past this file). */
export { storeImageWithVariants } from './image-variants';
export { isServableUploadPath } from './media-files';
export { localMediaStore, mediaStoreOf, type MediaStore } from './media-store';
export { moveMediaToS3 } from './move-media';
