import { PRODUCT_LIMITS } from '@shop/domain';
// The library's browser build, emitted by Vite as one of our own assets: its web worker loads
// it from here instead of the CDN the library defaults to (jsdelivr), so the admin works
// without a third party and under our Content-Security-Policy (script-src 'self').
import workerScriptUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

/** About 1 MB and 1920 px on the longest side: big enough for the detail page, small to upload. */
const TARGET = { maxSizeMB: 1, maxWidthOrHeight: PRODUCT_LIMITS.targetImageEdgePx } as const;

/**
 * Compresses one image in a web worker with browser-image-compression (fetched with the
 * form, never in the storefront). The worker is a blob: it needs the script's absolute URL.
 */
export async function compressImage(file: File, onProgress?: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    ...TARGET,
    useWebWorker: true,
    libURL: new URL(workerScriptUrl, window.location.href).href,
    onProgress,
  });
  // The library answers a Blob with a name in some paths; the upload wants a File named as the admin's.
  return compressed instanceof File && compressed.name === file.name
    ? compressed
    : new File([compressed], file.name, { type: compressed.type || file.type });
}
