import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isServableUploadPath } from './media-files';
import { localMediaKeys, type MediaStore } from './media-store';

export interface MediaMoveReport {
  copied: number;
  /** Objects of the same size were in the bucket already (an earlier run, or the shop wrote them). */
  alreadyThere: number;
  /** Files under the folder that are not media the shop serves (temporary files, strays). */
  skipped: number;
}

/**
 * Copies every media file of a local uploads folder into a store under the same key, so
 * the stored /uploads/<name> URLs keep working once the shop runs on the bucket. An object
 * already there with the file's size is left alone: a second run, or a run after an
 * interrupted one, copies only what is missing. Nothing local is removed.
 */
export async function moveMediaToS3(
  uploadsDir: string,
  target: MediaStore,
  onCopied: (key: string) => void = () => undefined,
): Promise<MediaMoveReport> {
  const report: MediaMoveReport = { copied: 0, alreadyThere: 0, skipped: 0 };
  for (const key of await localMediaKeys(uploadsDir)) {
    if (!isServableUploadPath(`/${key}`)) {
      report.skipped += 1;
      continue;
    }
    const path = join(uploadsDir, key);
    if ((await target.sizeOf(key)) === (await stat(path)).size) {
      report.alreadyThere += 1;
      continue;
    }
    // A bucket streams the file (videos reach 100 MB); a local store's putFile would move it away.
    if (target.kind === 's3') await target.putFile(key, path);
    else await target.put(key, await readFile(path));
    report.copied += 1;
    onCopied(key);
  }
  return report;
}
