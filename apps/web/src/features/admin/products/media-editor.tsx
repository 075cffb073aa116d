import { useId, useState, type ChangeEvent, type RefObject } from 'react';
import { PRODUCT_LIMITS } from '@shop/domain';
import type { UploadProgress } from '../../../shared/api/upload';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { youtubeEmbedUrl, youtubeId } from '../../../shared/lib/youtube';
import { buttonClass } from '../../../shared/ui/button';
import { inputClass } from '../../../shared/ui/form-field';
import { toast } from '../../../shared/ui/toast';
import { deleteMedia, isOwnMedia, uploadImages, uploadVideo } from './api';
import {
  IMAGE_TYPES,
  VIDEO_TYPE,
  imageTooLarge,
  moved,
  pickImages,
  videoProblem,
  type ProductFormValues,
} from './form-logic';
import { compressImage } from './image-compression';
import { useFailureText } from '../shared/use-failure-text';
import { adminProductsTexts } from './texts';

type Video = ProductFormValues['video'];

/** What the form remembers of its media while open: what it uploaded, and stored media the admin removed. */
export interface MediaSession {
  /** Uploaded while this form was open: deleted at once when removed, or when the form is abandoned. */
  uploaded: Set<string>;
  /** The saved product's own media that the admin removed: deleted only once the save succeeded. */
  removedStored: Set<string>;
}

interface Props {
  idPrefix: string;
  images: string[];
  video: Video;
  setImages: (update: (images: string[]) => string[]) => void;
  setVideo: (video: Video) => void;
  session: RefObject<MediaSession>;
  onBusyChange: (busy: boolean) => void;
  imagesError?: string;
}

type Work = { kind: 'compressing' } | { kind: 'uploading'; what: 'images' | 'video'; percent: number } | null;

const percentOf = ({ loaded, total }: UploadProgress) => (total > 0 ? Math.round((loaded / total) * 100) : 0);

/**
 * The product's images (1..7, compressed in the browser, uploaded with progress, reordered,
 * removed) and its video (an mp4 upload or a link; YouTube links play embedded) with a preview.
 */
export function MediaEditor({
  idPrefix,
  images,
  video,
  setImages,
  setVideo,
  session,
  onBusyChange,
  imagesError,
}: Props) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const domainText = useDomainMessage();
  const failureText = useFailureText();
  const [work, setWork] = useState<Work>(null);
  const [videoMode, setVideoMode] = useState<'none' | 'url' | 'file'>(video ? video.type : 'none');
  const statusId = useId();

  const begin = (next: Work) => {
    setWork(next);
    onBusyChange(next !== null);
  };

  /** Forgets a medium: one this form uploaded is deleted now; the product's own only after a successful save. */
  async function forget(url: string, restore: () => void): Promise<void> {
    if (!session.current.uploaded.has(url)) {
      if (isOwnMedia(url)) session.current.removedStored.add(url);
      return;
    }
    try {
      await deleteMedia(url);
      session.current.uploaded.delete(url);
    } catch {
      restore();
      toast.error(t('adminProducts:form.mediaDeleteError'));
    }
  }

  async function addImages(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const pick = pickImages(images.length, files);
    for (const file of pick.wrongType) toast.error(domainText('upload.imageType', { file: file.name }));
    if (pick.overLimit) toast.error(domainText('product.images.tooMany'));
    if (pick.accepted.length === 0) return;
    begin({ kind: 'compressing' });
    try {
      const ready: File[] = [];
      for (const file of pick.accepted) {
        const compressed = await compressImage(file).catch(() => undefined);
        if (!compressed) toast.error(domainText('upload.imageUnreadable', { file: file.name }));
        else if (imageTooLarge(compressed)) toast.error(domainText('upload.imageTooLarge', { file: file.name }));
        else ready.push(compressed);
      }
      if (ready.length === 0) return;
      begin({ kind: 'uploading', what: 'images', percent: 0 });
      const urls = await uploadImages(ready, (progress) =>
        setWork({ kind: 'uploading', what: 'images', percent: percentOf(progress) }),
      );
      for (const url of urls) session.current.uploaded.add(url);
      setImages((current) => [...current, ...urls].slice(0, PRODUCT_LIMITS.maxImages));
    } catch (error) {
      toast.error(failureText(error, t('adminProducts:form.imageUploadError')));
    } finally {
      begin(null);
    }
  }

  function removeImage(index: number) {
    const url = images[index]!;
    setImages((current) => current.filter((item) => item !== url));
    void forget(url, () =>
      setImages((current) =>
        current.includes(url) ? current : [...current.slice(0, index), url, ...current.slice(index)],
      ),
    );
  }

  async function chooseVideo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = videoProblem(file);
    if (problem) return void toast.error(domainText(problem));
    begin({ kind: 'uploading', what: 'video', percent: 0 });
    try {
      const url = await uploadVideo(file, (progress) =>
        setWork({ kind: 'uploading', what: 'video', percent: percentOf(progress) }),
      );
      session.current.uploaded.add(url);
      if (video) void forget(video.url, () => undefined);
      setVideo({ url, type: 'file' });
    } catch (error) {
      toast.error(failureText(error, t('adminProducts:form.videoUploadError')));
    } finally {
      begin(null);
    }
  }

  function changeVideoMode(mode: 'none' | 'url' | 'file') {
    setVideoMode(mode);
    if (video && video.type !== mode) {
      const previous = video;
      setVideo(null);
      void forget(previous.url, () => setVideo(previous));
    }
  }

  const youtube = video ? youtubeId(video.url) : undefined;
  const busy = work !== null;

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3" aria-describedby={`${idPrefix}-images-hint`}>
        <legend className="text-sm font-semibold">{t('adminProducts:form.images')}</legend>
        <p id={`${idPrefix}-images-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('adminProducts:form.imagesHint')}
        </p>
        {images.length > 0 && (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="form-images">
            {images.map((url, index) => (
              <li
                key={url}
                className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800"
              >
                <img
                  src={url}
                  alt={t('adminProducts:form.imageAlt', { n: index + 1 })}
                  className="aspect-square w-full object-contain"
                  loading="lazy"
                />
                <div className="flex justify-between gap-1 p-1">
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm', 'px-2')}
                    disabled={index === 0}
                    aria-label={t('adminProducts:form.moveBefore', { n: index + 1 })}
                    onClick={() => setImages((current) => moved(current, current.indexOf(url), -1))}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm', 'px-2 text-red-700 dark:text-red-400')}
                    aria-label={t('adminProducts:form.removeImage', { n: index + 1 })}
                    onClick={() => removeImage(index)}
                  >
                    ✕
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm', 'px-2')}
                    disabled={index === images.length - 1}
                    aria-label={t('adminProducts:form.moveAfter', { n: index + 1 })}
                    onClick={() => setImages((current) => moved(current, current.indexOf(url), 1))}
                  >
                    →
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <label
          className={buttonClass(
            'secondary',
            'sm',
            busy || images.length >= PRODUCT_LIMITS.maxImages ? 'opacity-60' : 'cursor-pointer',
          )}
        >
          {t('adminProducts:form.chooseImages')}
          <input
            type="file"
            className="sr-only"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={busy || images.length >= PRODUCT_LIMITS.maxImages}
            onChange={(event) => void addImages(event)}
            data-testid="image-input"
          />
        </label>
        {imagesError && (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {imagesError}
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('adminProducts:form.video')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['none', 'url', 'file'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${idPrefix}-video-mode`}
                checked={videoMode === mode}
                disabled={busy}
                onChange={() => changeVideoMode(mode)}
              />
              {t(`adminProducts:form.${mode === 'none' ? 'videoNone' : mode === 'url' ? 'videoUrl' : 'videoFile'}`)}
            </label>
          ))}
        </div>
        {videoMode === 'url' && (
          <label className="block text-sm font-medium">
            {t('adminProducts:form.videoUrlLabel')}
            <input
              type="url"
              className={inputClass}
              value={video?.type === 'url' ? video.url : ''}
              placeholder="https://www.youtube.com/watch?v=…"
              maxLength={2048}
              onChange={(event) =>
                setVideo(event.target.value.trim() ? { url: event.target.value.trim(), type: 'url' } : null)
              }
            />
          </label>
        )}
        {videoMode === 'file' && (
          <label className={buttonClass('secondary', 'sm', busy ? 'opacity-60' : 'cursor-pointer')}>
            {t('adminProducts:form.chooseVideo')}
            <input
              type="file"
              className="sr-only"
              accept={VIDEO_TYPE}
              disabled={busy}
              onChange={(event) => void chooseVideo(event)}
            />
          </label>
        )}
        {video && (
          <figure className="max-w-md space-y-2">
            {youtube ? (
              <iframe
                src={youtubeEmbedUrl(youtube)}
                title={t('adminProducts:form.videoPreview')}
                className="aspect-video w-full rounded-lg"
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
                loading="lazy"
              />
            ) : (
              <video src={video.url} controls preload="metadata" className="aspect-video w-full rounded-lg bg-black">
                <track kind="captions" />
              </video>
            )}
            <figcaption className="text-xs text-slate-600 dark:text-slate-400">
              {t('adminProducts:form.videoPreview')}
            </figcaption>
          </figure>
        )}
      </fieldset>

      <div id={statusId} role="status" aria-live="polite" className="text-sm">
        {work?.kind === 'compressing' && <p>{t('adminProducts:form.compressing')}</p>}
        {work?.kind === 'uploading' && (
          <div className="space-y-1">
            <p>{t('adminProducts:form.uploading', { percent: work.percent })}</p>
            <progress className="h-2 w-full max-w-md" max={100} value={work.percent} aria-describedby={statusId} />
          </div>
        )}
      </div>
    </div>
  );
}
