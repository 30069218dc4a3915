import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { textsFor } from '#src/lib/text/dictionary';
import type { PublicPhotoKind } from '../../api/public-photo-upload';
import { applicationLimits } from '../../model/public-application';
import { loadPhotoUploads } from './load-photo-uploads';
import { dropPhoto, queuePhoto, randomPhotoName } from './photo-queue';
import { retryable, type PhotoProblem } from './photo-problem';
import { pickedFileProblem } from './picked-file';
import type { PreparedPhoto, PrepareOutcome } from './prepare-photo';
import type { StoredPhoto } from './stored-photo';
import { photoTexts } from './texts';
import './photo-picker.scss';

export type { StoredPhoto };

export interface PhotoPickerProps {
  readonly id: string;
  readonly language: SiteLanguage;
  readonly kind: PublicPhotoKind;
  readonly applicationId: string;
  readonly photos: readonly StoredPhoto[];
  readonly onChange: (photos: readonly StoredPhoto[]) => void;
  readonly onBusyChange?: (busy: boolean) => void;
  readonly max?: number;
  /** The form's own words in the page's language, instead of the picker's. */
  readonly label?: string;
  readonly hint?: string;
}

type PendingState =
  { readonly kind: 'preparing' } | { readonly kind: 'failed'; readonly problem: PhotoProblem };

interface Pending {
  readonly key: string;
  readonly file: File;
  readonly label: string;
  readonly prepared?: PreparedPhoto;
  readonly state: PendingState;
}

interface Announcement {
  readonly id: number;
  readonly text: string;
}

const noop = () => {};
const labelOf = (file: File) => file.name || 'foto';
/** Older messages leave the live region (removals are not read out). */
const keptAnnouncements = 3;

export function PhotoPicker({
  id,
  language,
  kind,
  applicationId,
  photos,
  onChange,
  onBusyChange,
  max = applicationLimits.photos,
  label,
  hint,
}: PhotoPickerProps) {
  const hydrated = useHydrated();
  // Given its language, as the form's shared parts are (src/components/bilingual/).
  const t = textsFor(photoTexts, language);
  const [pending, setPending] = useState<readonly Pending[]>([]);
  const [leftOut, setLeftOut] = useState<readonly string[]>([]);
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  // A removed photo, or the picker gone, is dropped from here, and whatever its upload answers is
  // ignored.
  const live = useRef(new Map<string, () => void>());
  // Two uploads ending together both append.
  const latestPhotos = useRef(photos);
  // One conversion at a time: five phone photos decoded together would exhaust a phone's memory.
  const conversions = useRef<Promise<unknown>>(Promise.resolve());
  const keys = useRef(0);
  const focusAfterRender = useRef<string | null>(null);

  useEffect(() => {
    latestPhotos.current = photos;
  }, [photos]);

  const folder = `${kind}/${applicationId}`;
  const [shownFolder, setShownFolder] = useState(folder);
  if (shownFolder !== folder) {
    setShownFolder(folder);
    setPending([]);
    setLeftOut([]);
  }
  useEffect(() => {
    const uploads = live.current;
    return () => {
      for (const cancel of uploads.values()) cancel();
      uploads.clear();
    };
  }, [kind, applicationId]);

  const busy = pending.some((entry) => entry.state.kind !== 'failed');
  const reportBusy = useEffectEvent((value: boolean) => onBusyChange?.(value));
  useEffect(() => {
    if (!busy) return;
    reportBusy(true);
    return () => reportBusy(false);
  }, [busy]);

  // A removed photo's button is gone: the focus goes where the visitor can go on.
  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    document.getElementById(target)?.focus();
  });

  const announce = (...texts: string[]) =>
    setAnnouncements((shown) =>
      [...shown, ...texts.map((text) => ({ id: (keys.current += 1), text }))].slice(
        -keptAnnouncements,
      ),
    );
  const update = (key: string, change: (entry: Pending) => Pending) =>
    setPending((list) => list.map((entry) => (entry.key === key ? change(entry) : entry)));
  const store = (next: readonly StoredPhoto[]) => {
    latestPhotos.current = next;
    onChange(next);
  };
  const failed = (key: string, fileLabel: string, problem: PhotoProblem) => {
    if (!live.current.has(key)) return;
    live.current.set(key, noop);
    update(key, (entry) => ({ ...entry, state: { kind: 'failed', problem } }));
    announce(t.failedAnnouncement(fileLabel, t.problems[problem]));
  };

  const convert = (file: File) => {
    // Decoding and encoding load with the first photo: no visitor pays for them before.
    const outcome = conversions.current.then(async (): Promise<PrepareOutcome> => {
      try {
        return await (await import('./prepare-photo')).preparePhoto(file);
      } catch (error) {
        console.error('Loading the photo converter failed', error);
        return { ok: false, problem: 'conversion' };
      }
    });
    conversions.current = outcome;
    return outcome;
  };

  async function run(key: string, file: File, fileLabel: string, converted?: PreparedPhoto) {
    let prepared = converted;
    if (!prepared) {
      const outcome = await convert(file);
      if (!outcome.ok) return failed(key, fileLabel, outcome.problem);
      prepared = outcome.photo;
    }
    if (!live.current.has(key)) return;
    // Sent after the application, which names it (PhotoUploads).
    const name = randomPhotoName(prepared.blob.type);
    queuePhoto(applicationId, name, prepared.blob);
    void loadPhotoUploads();
    live.current.delete(key);
    setPending((list) => list.filter((entry) => entry.key !== key));
    store([...latestPhotos.current, { name, label: fileLabel, thumb: prepared.thumb }]);
    announce(t.readyAnnouncement(fileLabel));
  }

  const count = photos.length + pending.length;
  const free = Math.max(0, max - count);
  const full = free === 0;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // The same file can be picked again (after removing it, say).
    input.value = '';
    if (files.length === 0) return;
    const taken = files.slice(0, free);
    const left = files.slice(free).map(labelOf);
    const added = taken.map((file): Pending => {
      const problem = pickedFileProblem(file);
      keys.current += 1;
      return {
        key: `p${keys.current}`,
        file,
        label: labelOf(file),
        state: problem ? { kind: 'failed', problem } : { kind: 'preparing' },
      };
    });
    setLeftOut(left);
    setPending((list) => [...list, ...added]);
    const messages: string[] = [];
    for (const entry of added) {
      live.current.set(entry.key, noop);
      if (entry.state.kind === 'failed') {
        messages.push(t.failedAnnouncement(entry.label, t.problems[entry.state.problem]));
      } else {
        void run(entry.key, entry.file, entry.label);
      }
    }
    if (left.length > 0) messages.push(t.tooManyPicked(max, left));
    if (messages.length > 0) announce(...messages);
  }

  const removeId = (key: string) => `${id}-remove-${key}`;

  function retry(entry: Pending) {
    live.current.set(entry.key, noop);
    update(entry.key, (current) => ({ ...current, state: { kind: 'preparing' } }));
    focusAfterRender.current = removeId(entry.key);
    void run(entry.key, entry.file, entry.label, entry.prepared);
  }

  function removePending(key: string) {
    live.current.get(key)?.();
    live.current.delete(key);
    setPending((list) => list.filter((entry) => entry.key !== key));
    focusAfterRender.current = id;
  }

  function removeStored(name: string) {
    dropPhoto(applicationId, name);
    store(latestPhotos.current.filter((photo) => photo.name !== name));
    focusAfterRender.current = id;
  }

  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const text = (words: string) => <span lang={language}>{words}</span>;
  const button = (
    buttonId: string,
    caption: string,
    name: string,
    variant: string,
    onClick: () => void,
  ) => (
    <button id={buttonId} type="button" className={`btn btn-sm ${variant}`} onClick={onClick}>
      {text(caption)}
      <span className="visually-hidden">: {name}</span>
    </button>
  );

  return (
    <div className="photo-picker mb-3">
      <label htmlFor={id} className="form-label">
        {label ?? text(t.label)}
      </label>
      <input
        id={id}
        type="file"
        className="form-control"
        // Images only; no `capture`, so that phones offer their camera and their gallery.
        accept="image/*"
        multiple
        disabled={!hydrated || full}
        aria-describedby={`${hintId} ${countId}`}
        onChange={pick}
      />
      <div id={hintId} className="form-text">
        {hint ?? text(t.hint(max))}
      </div>
      <p id={countId} className="form-text mt-1">
        {text(t.count(count, max))}
        {full && <> {text(t.full(max))}</>}
        {!hydrated && <> {text(t.notHydrated)}</>}
      </p>
      {leftOut.length > 0 && (
        <p className="text-danger small">{text(t.tooManyPicked(max, leftOut))}</p>
      )}
      {count > 0 && (
        <ul className="list-unstyled mb-0" aria-label={t.listLabel}>
          {photos.map((photo) => (
            <PhotoRow key={photo.name} thumb={photo.thumb} label={photo.label}>
              <p className="small text-success mb-1">{text(t.ready)}</p>
              {button(removeId(photo.name), t.remove, photo.label, 'btn-outline-secondary', () =>
                removeStored(photo.name),
              )}
            </PhotoRow>
          ))}
          {pending.map((entry) => (
            <PhotoRow key={entry.key} thumb={entry.prepared?.thumb} label={entry.label}>
              {entry.state.kind === 'failed' ? (
                <p className="small text-danger mb-1">{text(t.problems[entry.state.problem])}</p>
              ) : (
                <>
                  <progress
                    className="d-block w-100 mb-1"
                    max={100}
                    aria-label={t.preparingName(entry.label)}
                  />
                  <p className="small mb-1">{text(t.preparing)}</p>
                </>
              )}
              <div className="d-flex flex-wrap gap-2">
                {entry.state.kind === 'failed' &&
                  retryable.has(entry.state.problem) &&
                  button(
                    `${id}-retry-${entry.key}`,
                    t.retry,
                    entry.label,
                    'btn-outline-primary',
                    () => retry(entry),
                  )}
                {button(removeId(entry.key), t.remove, entry.label, 'btn-outline-secondary', () =>
                  removePending(entry.key),
                )}
              </div>
            </PhotoRow>
          ))}
        </ul>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcements.map((announcement) => (
          <p key={announcement.id}>{text(announcement.text)}</p>
        ))}
      </div>
    </div>
  );
}

function PhotoRow({
  thumb,
  label,
  children,
}: {
  readonly thumb: string | undefined;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <li className="d-flex gap-3 align-items-start py-2 border-bottom">
      {thumb ? (
        <img src={thumb} alt="" width={64} height={64} className="photo-picker__thumb rounded" />
      ) : (
        <span className="photo-picker__thumb rounded bg-body-secondary" aria-hidden="true" />
      )}
      <div className="photo-picker__body flex-grow-1">
        <p className="mb-1 text-break">{label}</p>
        {children}
      </div>
    </li>
  );
}
