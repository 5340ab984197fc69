import { useEffect, useId, useRef, type DragEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { shownText } from '../i18n/shown-text';
import { imageUploadMachine } from '../../machines/common/image-upload.machine';
import { IMAGE_MIME_TYPES } from '../../domain/shop-constants';
import { button, label as labelStyle, visuallyHidden } from '../../styles/controls.css';
import { screenActorContext } from './screen-actor-context';
import { useForwardNotices } from './use-list-actor';
import * as styles from './ImageUpload.css';

/** The upload call; view tests substitute their own so the widget runs without a server. */
export const ImageUploadActorContext = screenActorContext(imageUploadMachine);

interface ImageUploadProps {
  label: string;
  /** The image the record has now (an edit form), or '' for none. */
  initialUrl: string;
  onUploaded: (url: string) => void;
  onRemoved: () => void;
}

/**
 * The image upload widget in docs/screens.md#products: drop an image or pick one, see it at once; it is sent to
 * POST /api/upload by itself and the form keeps only its url.
 */
export function ImageUpload({ label, initialUrl, onUploaded, onRemoved }: ImageUploadProps) {
  const { i18n, t } = useLingui();
  const actor = ImageUploadActorContext.useOwnActor({ input: { url: initialUrl || null } });
  useForwardNotices(actor as never);
  // The latest handlers, so a parent re-rendering does not resubscribe.
  const handlers = useRef({ onUploaded, onRemoved });
  handlers.current = { onUploaded, onRemoved };
  useEffect(() => {
    const uploaded = actor.on('image.uploaded', ({ url }) => handlers.current.onUploaded(url));
    const removed = actor.on('image.removed', () => handlers.current.onRemoved());
    return () => {
      uploaded.unsubscribe();
      removed.unsubscribe();
    };
  }, [actor]);

  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const previewUrl = useSelector(actor, (snapshot) => snapshot.context.previewUrl);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const dragOver = useSelector(actor, (snapshot) => snapshot.context.dragOver);
  const uploading = useSelector(actor, (snapshot) => snapshot.hasTag('uploading'));
  const uploaded = useSelector(actor, (snapshot) => snapshot.hasTag('uploaded'));
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'image.retry' }));
  const canRemove = useSelector(actor, (snapshot) => snapshot.can({ type: 'image.remove' }));

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    actor.send({ type: 'image.drop', file: event.dataTransfer.files[0] ?? null });
  }

  return (
    <div className={styles.body}>
      <span className={labelStyle} id={`${inputId}-label`}>
        {label}
      </span>
      <div
        className={dragOver ? `${styles.dropZone} ${styles.dropZoneActive}` : styles.dropZone}
        role="group"
        aria-labelledby={`${inputId}-label`}
        data-testid="image-drop-zone"
        onDragOver={(event) => event.preventDefault()}
        onDragEnter={(event) => {
          event.preventDefault();
          actor.send({ type: 'image.drag.enter' });
        }}
        onDragLeave={() => actor.send({ type: 'image.drag.leave' })}
        onDrop={onDrop}
      >
        {previewUrl ? (
          <img className={styles.preview} src={previewUrl} alt={t`${label} preview`} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <Trans>No image</Trans>
          </div>
        )}
        <div className={styles.body}>
          <p className={styles.hint}>
            <Trans>Drag and drop an image here, or choose one. JPEG, PNG, GIF or WebP, up to 10 MB.</Trans>
          </p>
          <div className={styles.buttons}>
            <label htmlFor={inputId} className={button.secondary}>
              {uploaded ? <Trans>Change image</Trans> : <Trans>Choose image</Trans>}
            </label>
            <input
              ref={fileInput}
              id={inputId}
              className={visuallyHidden}
              type="file"
              accept={IMAGE_MIME_TYPES.join(',')}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) actor.send({ type: 'image.pick', file });
                // The same file chosen again after a failure still counts as a choice.
                event.currentTarget.value = '';
              }}
            />
            {canRetry && (
              <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'image.retry' })}>
                <Trans>Retry upload</Trans>
              </button>
            )}
            {canRemove && (
              <button type="button" className={button.ghost} onClick={() => actor.send({ type: 'image.remove' })}>
                <Trans>Remove image</Trans>
              </button>
            )}
          </div>
          {uploading && (
            <p className={styles.status} role="status">
              <Trans>Uploading…</Trans>
            </p>
          )}
          {error && (
            <p className={styles.error} role="alert">
              {shownText(i18n, error)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
