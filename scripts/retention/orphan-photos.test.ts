import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from './args.ts';
import {
  deleteOrphanPhotos,
  findOrphanPhotos,
  isAbandoned,
  ORPHAN_PHOTO_DAYS,
  orphanCutoff,
  photoFolders,
  type KeptReason,
  type PhotoFolder,
} from './orphan-photos.ts';
import type { PhotoStore, StoredPhoto } from './photos.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const sent = 'Se1tAbCdEf0123456789';
const draft = 'Dr4ftAbCdEf012345678';
const photo = (name: string, updated: Date | null): StoredPhoto => ({ name, updated });

describe('the photo folders of a kind', () => {
  it('group the objects by application id, counting nested ones, with the newest time', () => {
    const folders = photoFolders('adoption', [
      photo(`applications/adoption/${draft}/aaaaaaaaaaaa.webp`, daysAgo(9)),
      photo(`applications/adoption/${draft}/bbbbbbbbbbbb.webp`, daysAgo(8)),
      photo(`applications/adoption/${draft}/x/cccccccccccc.webp`, daysAgo(30)),
      photo(`applications/adoption/${sent}/aaaaaaaaaaaa.webp`, daysAgo(1)),
    ]);
    expect(folders).toEqual([
      {
        id: draft,
        kind: 'adoption',
        folder: `applications/adoption/${draft}/`,
        count: 3,
        newest: daysAgo(8),
      },
      {
        id: sent,
        kind: 'adoption',
        folder: `applications/adoption/${sent}/`,
        count: 1,
        newest: daysAgo(1),
      },
    ]);
  });

  it('leave out objects outside an application folder of that kind', () => {
    expect(
      photoFolders('cession', [
        photo('applications/cession/loose.webp', daysAgo(30)),
        photo('applications/cession//empty-id.webp', daysAgo(30)),
        photo(`applications/adoption/${draft}/aaaaaaaaaaaa.webp`, daysAgo(30)),
        photo(`applications/cessions/${draft}/aaaaaaaaaaaa.webp`, daysAgo(30)),
        photo(`horses/${draft}/aaaaaaaaaaaa.webp`, daysAgo(30)),
      ]),
    ).toEqual([]);
  });

  it('have no newest time when an object has none', () => {
    const [folder] = photoFolders('adoption', [
      photo(`applications/adoption/${draft}/aaaaaaaaaaaa.webp`, daysAgo(30)),
      photo(`applications/adoption/${draft}/bbbbbbbbbbbb.webp`, null),
    ]);
    expect(folder).toMatchObject({ count: 2, newest: null });
  });
});

describe('an abandoned folder', () => {
  it(`is one whose newest object is strictly older than ${ORPHAN_PHOTO_DAYS} days`, () => {
    expect(ORPHAN_PHOTO_DAYS).toBe(7);
    expect(orphanCutoff(now)).toEqual(daysAgo(7));
    expect(isAbandoned({ newest: daysAgo(30) }, now)).toBe(true);
    expect(isAbandoned({ newest: new Date(daysAgo(7).getTime() - 1) }, now)).toBe(true);
    // A visitor may still be filling the form.
    expect(isAbandoned({ newest: daysAgo(7) }, now)).toBe(false);
    expect(isAbandoned({ newest: daysAgo(1) }, now)).toBe(false);
    expect(isAbandoned({ newest: new Date(now.getTime() + 1000) }, now)).toBe(false);
    expect(isAbandoned({ newest: null }, now)).toBe(false);
  });
});

function fakeDb(existing: Set<string>): { db: Firestore; reads: string[][] } {
  const reads: string[][] = [];
  const db = {
    collection: (collection: string) => ({
      doc: (id: string) => ({ path: `${collection}/${id}` }),
    }),
    getAll: (...refs: { path: string }[]) => {
      reads.push(refs.map((ref) => ref.path));
      return Promise.resolve(refs.map((ref) => ({ exists: existing.has(ref.path) })));
    },
  };
  return { db: db as unknown as Firestore, reads };
}

function fakeBucket(objects: StoredPhoto[]): PhotoStore & { deleted: string[] } {
  const deleted: string[] = [];
  const under = (prefix: string) => objects.filter((object) => object.name.startsWith(prefix));
  return {
    bucketName: 'test-bucket',
    deleted,
    list: (folder) => Promise.resolve(under(folder).map((object) => object.name)),
    listDated: (prefix) => Promise.resolve(under(prefix)),
    deleteAll: (folder) => {
      const gone = under(folder);
      for (const object of gone) {
        objects.splice(objects.indexOf(object), 1);
        deleted.push(object.name);
      }
      return Promise.resolve(gone.length);
    },
    check: () => Promise.resolve(),
  };
}

describe('the orphan photos', () => {
  const cessionDraft = 'Ce55ionDraft01234567';
  const recent = 'RecentDraft012345678';
  const seeded = () => [
    photo(`applications/adoption/${draft}/aaaaaaaaaaaa.webp`, daysAgo(10)),
    photo(`applications/adoption/${draft}/bbbbbbbbbbbb.webp`, daysAgo(9)),
    photo(`applications/adoption/${sent}/aaaaaaaaaaaa.webp`, daysAgo(40)),
    photo(`applications/adoption/${recent}/aaaaaaaaaaaa.webp`, daysAgo(2)),
    photo(`applications/adoption/__bad__/aaaaaaaaaaaa.webp`, daysAgo(20)),
    photo(`applications/cession/${cessionDraft}/aaaaaaaaaaaa.webp`, daysAgo(12)),
    photo(`applications/circle/${draft}/aaaaaaaaaaaa.webp`, daysAgo(12)),
  ];

  it('are the abandoned folders without an application, of the selected kinds', async () => {
    const { db, reads } = fakeDb(new Set([`adoptionApplications/${sent}`]));
    const found = await findOrphanPhotos(db, fakeBucket(seeded()), ['adoption', 'cession'], now);
    expect(found.map(({ kind, id, count }) => [kind, id, count])).toEqual([
      ['adoption', '__bad__', 1],
      ['adoption', draft, 2],
      ['cession', cessionDraft, 1],
    ]);
    // A name Firestore refuses as a document id has no application, so it is not read.
    expect(reads).toEqual([
      [`adoptionApplications/${draft}`, `adoptionApplications/${sent}`],
      [`cessionApplications/${cessionDraft}`],
    ]);
    const circle = await findOrphanPhotos(db, fakeBucket(seeded()), ['circle'], now);
    expect(circle.map(({ folder }) => folder)).toEqual([`applications/circle/${draft}/`]);
  });

  it('are read in chunks of 100 applications', async () => {
    const many = Array.from({ length: 230 }, (_, i) =>
      photo(`applications/adoption/D${String(i).padStart(19, '0')}/aaaaaaaaaaaa.webp`, daysAgo(9)),
    );
    const { db, reads } = fakeDb(new Set());
    const found = await findOrphanPhotos(db, fakeBucket(many), ['adoption'], now);
    expect(found).toHaveLength(230);
    expect(reads.map((chunk) => chunk.length)).toEqual([100, 100, 30]);
  });

  it('are deleted folder by folder, each checked again just before', async () => {
    const existing = new Set([`adoptionApplications/${sent}`]);
    const { db } = fakeDb(existing);
    const objects = seeded();
    const bucket = fakeBucket(objects);
    const found = await findOrphanPhotos(db, bucket, ['adoption', 'cession'], now);
    // Meanwhile: one visitor sends the form, another adds a photo, a third folder is emptied.
    existing.add(`cessionApplications/${cessionDraft}`);
    objects.push(photo(`applications/adoption/${draft}/cccccccccccc.webp`, daysAgo(0)));
    await bucket.deleteAll('applications/adoption/__bad__/');
    bucket.deleted.length = 0;
    const kept: [string, KeptReason][] = [];
    const deleted: [PhotoFolder, number][] = [];
    const result = await deleteOrphanPhotos(db, bucket, found, now, {
      onKept: (folder, reason) => kept.push([folder.id, reason]),
      onDeleted: (folder, count) => deleted.push([folder, count]),
    });
    expect(kept).toEqual([
      ['__bad__', 'gone'],
      [draft, 'added'],
      [cessionDraft, 'sent'],
    ]);
    expect(result).toEqual({ folders: 0, photos: 0 });
    expect(bucket.deleted).toEqual([]);

    const later = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    existing.delete(`cessionApplications/${cessionDraft}`);
    const again = await findOrphanPhotos(db, bucket, ['adoption', 'cession'], later);
    const done = await deleteOrphanPhotos(db, bucket, again, later, {
      onDeleted: (folder, count) => deleted.push([folder, count]),
    });
    expect(done).toEqual({ folders: 3, photos: 1 + 3 + 1 });
    expect(deleted.map(([folder, count]) => [folder.id, count])).toEqual([
      [draft, 3],
      [recent, 1],
      [cessionDraft, 1],
    ]);
    expect(objects.map((object) => object.name).sort()).toEqual([
      `applications/adoption/${sent}/aaaaaaaaaaaa.webp`,
      `applications/circle/${draft}/aaaaaaaaaaaa.webp`,
    ]);
  });

  it('stop the run when a deletion fails, leaving the rest for the next run', async () => {
    const { db } = fakeDb(new Set([`adoptionApplications/${sent}`]));
    const bucket = fakeBucket(seeded());
    const found = await findOrphanPhotos(db, bucket, ['adoption'], now);
    const failing: PhotoStore = {
      ...bucket,
      deleteAll: () =>
        Promise.reject(new Error('Storage: 1 objects are still under x; run again.')),
    };
    await expect(deleteOrphanPhotos(db, failing, found, now)).rejects.toThrow(/run again/);
    expect(await findOrphanPhotos(db, bucket, ['adoption'], now)).toEqual(found);
  });
});

describe('a document id', () => {
  it('is what Firestore accepts', () => {
    expect(isDocumentId(draft)).toBe(true);
    expect(isDocumentId('adozione-vecchia')).toBe(true);
    expect(isDocumentId('__')).toBe(true);
    for (const id of ['', '.', '..', '__x__', '____', 'a/b', 'x'.repeat(1501)]) {
      expect(isDocumentId(id), id).toBe(false);
    }
  });
});

describe('the operations guide', () => {
  it('runs the sweep of old applications and orphan photos every month, with --delete', () => {
    const guide = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const section = guide.slice(guide.indexOf('## 12.'), guide.indexOf('## 13.'));
    expect(section).toContain('**ogni mese**');
    for (const kind of ['adoption', 'cession']) {
      expect(section).toContain(`npm run retention -- --older-than 12m --kind ${kind} --project`);
    }
    expect(section).toMatch(/npm run retention -- --older-than 12m --kind adoption --delete/);
    expect(section).toContain('Orphan photos');
  });
});
