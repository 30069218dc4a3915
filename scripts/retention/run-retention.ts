import type { Firestore } from 'firebase-admin/firestore';
import type { RetentionOptions, RetentionSelection } from './args.ts';
import { eraseApplication, inspectApplication, type ApplicationTraces } from './erase.ts';
import type { ApplicationTarget, RetentionOperator } from './log-traces.ts';
import {
  deleteOrphanPhotos,
  findOrphanPhotos,
  ORPHAN_PHOTO_DAYS,
  type KeptReason,
  type PhotoFolder,
} from './orphan-photos.ts';
import type { PhotoStore } from './photos.ts';
import {
  findVanishedApplications,
  sweepVanishedApplications,
  type VanishedApplication,
} from './sweep.ts';
import {
  deleteApplications,
  describeApplication,
  findApplication,
  findExpiredApplications,
  formatDate,
  retentionCutoff,
} from './retention.ts';

export interface RetentionRun {
  db: Firestore;
  photos: PhotoStore;
  operator: RetentionOperator;
  now: Date;
  log: (line: string) => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const tracesText = (traces: Pick<ApplicationTraces, 'logEntries' | 'photos'>) =>
  `${plural(traces.logEntries, 'log entry', 'log entries')}, ${plural(traces.photos, 'photo', 'photos')}`;

function describeVanished(application: VanishedApplication): string {
  const stay =
    application.kept > 0
      ? `; ${plural(application.kept, 'entry', 'entries')} without data stay`
      : '; a deletion record replaces them';
  return (
    `${application.id.padEnd(22)}  ${application.kind.padEnd(9)}  (` +
    `${plural(application.entries.length, 'log entry', 'log entries')} with data${stay})`
  );
}

const entriesOf = (applications: readonly VanishedApplication[]) =>
  applications.reduce((sum, application) => sum + application.entries.length, 0);

function describeOrphan(folder: PhotoFolder): string {
  const newest = folder.newest ? `, the newest of ${formatDate(folder.newest)} UTC` : '';
  return `${folder.folder}  (${plural(folder.count, 'photo', 'photos')}${newest})`;
}

const keptBecause: Record<KeptReason, string> = {
  sent: 'its application was sent meanwhile',
  added: 'a photo was added meanwhile: the visitor may still be filling the form',
  gone: 'it is empty now',
};

const orphansText = (kinds: readonly string[], folders: number) =>
  `Orphan photos (${kinds.join(', ')}): ${plural(folders, 'folder', 'folders')} of no stored ` +
  `application, untouched for more than ${ORPHAN_PHOTO_DAYS} days`;

const photosIn = (folders: readonly PhotoFolder[]) =>
  folders.reduce((sum, folder) => sum + folder.count, 0);

async function byAge(
  selection: Extract<RetentionSelection, { by: 'age' }>,
  remove: boolean,
  run: RetentionRun,
): Promise<number> {
  const { db, photos, log } = run;
  const cutoff = retentionCutoff(run.now, selection.months);
  const expired = await findExpiredApplications(db, selection.kinds, cutoff);
  log(
    `Applications (${selection.kinds.join(', ')}) older than ${selection.months} months, ` +
      `dated before ${formatDate(cutoff)} UTC: ${expired.length}.`,
  );
  if (!remove) {
    for (const application of expired) {
      const traces = await inspectApplication(db, photos, application);
      log(`  ${describeApplication(application)}  (${tracesText(traces)})`);
    }
    const vanished = await findVanishedApplications(db, selection.kinds);
    log(
      `Log: ${plural(entriesOf(vanished), 'entry', 'entries')} about applications already ` +
        `deleted still hold data, to remove (${plural(vanished.length, 'application', 'applications')}).`,
    );
    for (const application of vanished) log(`  ${describeVanished(application)}`);
    const orphans = await findOrphanPhotos(db, photos, selection.kinds, run.now);
    log(
      `${orphansText(selection.kinds, orphans.length)}, to remove ` +
        `(${plural(photosIn(orphans), 'photo', 'photos')}).`,
    );
    for (const folder of orphans) log(`  ${describeOrphan(folder)}`);
    log(
      expired.length > 0 || vanished.length > 0 || orphans.length > 0
        ? 'Dry run: nothing was deleted. Run again with --delete to delete exactly these, with ' +
            'their photos and what the logs hold of them.'
        : 'Dry run: nothing to delete.',
    );
    return 0;
  }
  const deleted = await deleteApplications(db, photos, expired, run.operator, {
    onDeleted: (application, result) =>
      log(
        `  deleted ${describeApplication(application)}  (` +
          `${tracesText({ logEntries: result.logEntriesDeleted, photos: result.photosDeleted })})`,
      ),
  });
  log(
    `Deleted ${deleted.length} applications, with their photos and log entries; each deletion ` +
      'is recorded in the logs collection (who, when, which id: nothing of the applicant).',
  );
  // After the deletions above, so only what staff deleted before is left.
  const vanished = await findVanishedApplications(db, selection.kinds);
  for (const application of vanished) log(`  cleaned ${describeVanished(application)}`);
  const swept = await sweepVanishedApplications(db, vanished, run.operator);
  log(
    `Log: ${plural(swept.entriesDeleted, 'entry', 'entries')} about applications already ` +
      `deleted held data, removed (${plural(vanished.length, 'application', 'applications')}); ` +
      `${plural(swept.recordsWritten, 'deletion record', 'deletion records')} written for those ` +
      'the log no longer named.',
  );
  const orphans = await findOrphanPhotos(db, photos, selection.kinds, run.now);
  const removed = await deleteOrphanPhotos(db, photos, orphans, run.now, {
    onDeleted: (folder, count) =>
      log(`  deleted ${folder.folder}  (${plural(count, 'photo', 'photos')})`),
    onKept: (folder, reason) => log(`  kept ${folder.folder}: ${keptBecause[reason]}`),
  });
  log(
    `${orphansText(selection.kinds, removed.folders)}, removed ` +
      `(${plural(removed.photos, 'photo', 'photos')}); nothing is logged, as no application was ` +
      'ever stored.',
  );
  return 0;
}

async function byId(
  target: ApplicationTarget,
  remove: boolean,
  run: RetentionRun,
): Promise<number> {
  const { db, photos, log } = run;
  const application = await findApplication(db, target);
  const traces = await inspectApplication(db, photos, target);
  const leftovers = traces.logEntries > 0 || traces.photos > 0;
  if (application) {
    log(`The ${target.kind} application, with ${tracesText(traces)}:`);
    log(`  ${describeApplication(application)}`);
  } else if (leftovers) {
    log(
      `No ${target.kind} application "${target.id}" exists, but ${tracesText(traces)} about it ` +
        'remain (left by an earlier deletion).',
    );
  } else if (traces.records > 0) {
    log(
      `No ${target.kind} application "${target.id}" exists: it was deleted, and the logs hold ` +
        'only the record of its deletion. Nothing to do.',
    );
    return 0;
  } else {
    log(
      `No ${target.kind} application "${target.id}" exists, and nothing about it is in the ` +
        'logs or in Storage. Check the code and --kind.',
    );
    return 1;
  }
  if (!remove) {
    log(
      'Dry run: nothing was deleted. Run again with --delete to delete ' +
        (application ? 'it, its photos and its log entries.' : 'what remains.'),
    );
    return 0;
  }
  const result = await eraseApplication(db, photos, target, run.operator);
  log(
    `Deleted ${result.applicationDeleted ? 'the application, ' : ''}` +
      `${tracesText({ logEntries: result.logEntriesDeleted, photos: result.photosDeleted })}; ` +
      (result.recordWritten
        ? 'the deletion is recorded in the logs collection (who, when, which id).'
        : 'its deletion record was already in the logs collection.'),
  );
  return 0;
}

export function runRetention(options: RetentionOptions, run: RetentionRun): Promise<number> {
  const { selection } = options;
  return selection.by === 'age'
    ? byAge(selection, options.delete, run)
    : byId({ id: selection.id, kind: selection.kind }, options.delete, run);
}
