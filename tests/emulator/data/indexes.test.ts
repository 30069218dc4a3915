import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  adoptionApplications,
  adoptionListQuery,
  cessionApplications,
  cessionListQuery,
  circleListSpec,
  newApplicationsSpec,
  newCircleApplicationsSpec,
  newVolunteerApplicationsSpec,
} from '#src/features/applications/api/applications-api';
import { volunteerListSpec } from '#src/features/volunteers/api/volunteer-applications-api';
import { activeMembersSpec } from '#src/features/horses/api/coverage-api';
import { eventListSpec } from '#src/features/events/api/events-api';
import { logListSpec } from '#src/features/logs/api/logs-api';
import { registerListSpec } from '#src/features/volunteers/api/register-api';
import {
  HORSES,
  horseFilterFields,
  horseListSpec,
  PUBLIC_HORSES,
  type HorseFilters,
} from '#src/features/horses/api/horses-api';
import { requiredIndexes, type CompositeIndex, type QuerySpec } from '#src/lib/data/query-spec';
import { repoRoot } from '#tools/emulator-config';
import { ledgerSpec } from '#src/features/money/donations/ledger-query';

// The emulator does not enforce composite indexes; production does, and a missing one turns a list
// into an error. So compare the queries the code builds with firestore.indexes.json.

const sampleValue: Required<HorseFilters> = {
  status: 'Adottato',
  species: 'Asino',
  emergency: true,
  showWeb: true,
  bdn: 1,
  property: -1,
  isEquinozio: 0,
  isDeceased: 1,
};

function horseSpecs(): QuerySpec[] {
  const specs: QuerySpec[] = [];
  const everyFilter = sampleValue;
  for (const collection of [HORSES, PUBLIC_HORSES] as const) {
    const withShowWeb = (filters: HorseFilters) =>
      collection === PUBLIC_HORSES ? { ...filters, showWeb: true } : filters;
    for (const order of ['name', 'random'] as const) {
      specs.push(horseListSpec(collection, withShowWeb({}), order));
      specs.push(horseListSpec(collection, withShowWeb(everyFilter), order));
      for (const field of horseFilterFields) {
        specs.push(horseListSpec(collection, withShowWeb({ [field]: sampleValue[field] }), order));
      }
    }
  }
  return specs;
}

function applicationSpecs(): QuerySpec[] {
  return [
    // The adoption and cession lists' filters, alone and together.
    adoptionListQuery().spec,
    adoptionListQuery({ region: 'Marche' }).spec,
    adoptionListQuery({ evaluation: 'Promosso' }).spec,
    adoptionListQuery({ region: 'Marche', evaluation: 'Promosso', name: 'x' }).spec,
    cessionListQuery().spec,
    cessionListQuery({ region: 'Puglia' }).spec,
    cessionListQuery({ status: 'In carico' }).spec,
    cessionListQuery({ priority: 'Immediata' }).spec,
    cessionListQuery({ region: 'Puglia', status: 'Riuscito', priority: 'Immediata' }).spec,
    // The menu's counts of new applications.
    newApplicationsSpec(adoptionApplications),
    newApplicationsSpec(cessionApplications),
    newCircleApplicationsSpec(),
    // The circle list's filters, alone and together.
    circleListSpec({}),
    circleListSpec({ horse: 'Ada' }),
    circleListSpec({ status: '' }),
    circleListSpec({ horse: 'Ada', status: 'Attivo' }),
    // The volunteers' list: status and province alone and together; the menu's count.
    volunteerListSpec({}),
    volunteerListSpec({ status: 'Attivo' }),
    volunteerListSpec({ province: 'TO' }),
    volunteerListSpec({ status: 'Attivo', province: 'TO', activity: 'Foto', name: 'x' }),
    newVolunteerApplicationsSpec(),
    // The Attivo members a horse's totals are computed from, and every horse's.
    activeMembersSpec('ada'),
    activeMembersSpec(),
  ];
}

function eventSpecs(): QuerySpec[] {
  return [
    eventListSpec({}),
    eventListSpec({ when: 'past' }),
    eventListSpec({ when: 'next' }),
    eventListSpec({ order: 'desc' }),
    // The public lists: only events shown on the site (rules are not filters).
    eventListSpec({ webOnly: true }),
    eventListSpec({ when: 'past', webOnly: true }),
    eventListSpec({ when: 'next', webOnly: true }),
  ];
}

function logSpecs(): QuerySpec[] {
  return [
    logListSpec(),
    logListSpec({ collection: 'horses' }),
    logListSpec({ slug: 'leila' }),
    logListSpec({ collection: 'adoptionApplications', slug: 'adozione-001' }),
  ];
}

function registerSpecs(): QuerySpec[] {
  // The register's list: by number, or searched by name; every entry, the active or the ended.
  return (['tutti', 'attivi', 'cessati'] as const).flatMap((status) =>
    ['', 'rossi'].map((search) => registerListSpec({ section: 'occasionale', status, search })),
  );
}

function ledgerSpecs(): QuerySpec[] {
  // The donations' ledger: by year, method and purpose alone and together; a member's lines.
  return [
    ledgerSpec({}),
    ledgerSpec({ year: 2026 }),
    ledgerSpec({ method: 'bonifico' }),
    ledgerSpec({ purpose: 'cerchia' }),
    ledgerSpec({ year: 2026, method: 'contanti', purpose: 'generale' }),
    ledgerSpec({ circleApplicationId: 'cerchia-001' }),
  ];
}

const key = (index: CompositeIndex) =>
  `${index.collectionGroup}(${index.fields.map((f) => `${f.fieldPath} ${f.order}`).join(', ')})`;

const declared = (
  JSON.parse(readFileSync(join(repoRoot, 'firestore.indexes.json'), 'utf8')) as {
    indexes: CompositeIndex[];
  }
).indexes;

const needed = [
  ...horseSpecs(),
  ...applicationSpecs(),
  ...eventSpecs(),
  ...logSpecs(),
  ...registerSpecs(),
  ...ledgerSpecs(),
].flatMap(requiredIndexes);

describe('firestore.indexes.json', () => {
  it('declares every composite index the app queries need', () => {
    const declaredKeys = new Set(declared.map(key));
    const missing = [...new Set(needed.map(key))].filter((index) => !declaredKeys.has(index));
    expect(missing).toEqual([]);
  });

  it('declares no index that no query needs', () => {
    const neededKeys = new Set(needed.map(key));
    expect(declared.map(key).filter((index) => !neededKeys.has(index))).toEqual([]);
  });

  it('knows that an ordered query with equality filters needs one index per filter', () => {
    expect(requiredIndexes(horseListSpec(HORSES, { status: 'Adottato', bdn: 1 }, 'name'))).toEqual([
      {
        collectionGroup: 'horses',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'name', order: 'ASCENDING' },
        ],
      },
      {
        collectionGroup: 'horses',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'bdn', order: 'ASCENDING' },
          { fieldPath: 'name', order: 'ASCENDING' },
        ],
      },
    ]);
    expect(requiredIndexes(horseListSpec(HORSES, { status: 'Adottato' }, 'random'))).toEqual([]);
    expect(requiredIndexes(eventListSpec({ when: 'past' }))).toEqual([]);
  });

  it('knows the count of new applications needs no composite index (isNew alone)', () => {
    expect(requiredIndexes(newApplicationsSpec(adoptionApplications))).toEqual([]);
    expect(requiredIndexes(newApplicationsSpec(cessionApplications))).toEqual([]);
  });

  it('knows the log view needs one index per filter, ordered by date newest first', () => {
    expect(requiredIndexes(logListSpec())).toEqual([]);
    expect(requiredIndexes(logListSpec({ collection: 'events', slug: 'festa' })).map(key)).toEqual([
      'logs(collection ASCENDING, date DESCENDING)',
      'logs(params.slug ASCENDING, date DESCENDING)',
    ]);
  });
});
