import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { adoption, cession } from './application-data.ts';
import {
  callersOf,
  commitLogged,
  horseWithCircle,
  logEntryFor,
  seed,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';

// docs/product.md "E-mail": no open relay.

let env: RulesTestEnvironment;
let as: Callers;

const NOTIFY = ['segreteria@equinozio.it'];

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { 'settings/mail': { notify: NOTIFY }, ...horseWithCircle('ada') });
});
afterAll(() => env.cleanup());

let sent = 0;
const freshId = () => `Mail${String((sent += 1)).padStart(16, '0')}`;

function circle(overrides: DocumentData = {}): DocumentData {
  return {
    horse: 'Ada',
    horseSlug: 'ada',
    donorName: 'Maria Rossi',
    givenName: 'Maria',
    familyName: 'Rossi',
    phone: '+39 333 1234567',
    frequency: 'Mensile',
    amount: 20,
    method: 'Bonifico',
    status: '',
    email: 'maria@example.org',
    newsConsent: true,
    newsToken: 'T'.repeat(32),
    date: serverTimestamp(),
    ...overrides,
  };
}

const notice = (kind: string, id: string, region: string, horses: string[]): DocumentData => ({
  to: NOTIFY,
  template: {
    name: 'application-notice',
    data: { kind, [kind]: true, id, region, horses },
  },
  date: serverTimestamp(),
});

const received = (kind: string, to: string, language = 'en'): DocumentData => ({
  to,
  template: { name: `application-received-${language}`, data: { kind, [kind]: true } },
  date: serverTimestamp(),
});

interface Commit {
  application?: DocumentData | false;
  mails: [suffix: string, mail: DocumentData][];
  collectionName?: string;
  id?: string;
}

/** An application and its mails in one commit, as the public forms send them. */
function commit(db: Firestore, { application, mails, collectionName, id }: Commit) {
  const applicationId = id ?? freshId();
  const batch = writeBatch(db);
  if (application !== false) {
    batch.set(
      doc(db, collectionName ?? 'adoptionApplications', applicationId),
      application ?? adoption(),
    );
  }
  for (const [suffix, mail] of mails)
    batch.set(doc(db, 'mail', `${applicationId}.${suffix}`), mail);
  return batch.commit();
}

const adoptionMails = (
  id: string,
  overrides: { notice?: DocumentData; received?: DocumentData } = {},
) =>
  [
    ['notice', overrides.notice ?? notice('adoption', id, 'Toscana', ['ada', 'stella-alpina'])],
    ['received', overrides.received ?? received('adoption', 'maria@example.org')],
  ] as [string, DocumentData][];

describe('the mails of a public application', () => {
  it('are accepted beside their application, from anyone, for each kind', async () => {
    let id = freshId();
    await assertSucceeds(commit(as.anonymous, { id, mails: adoptionMails(id) }));
    id = freshId();
    await assertSucceeds(
      commit(as.user, {
        id,
        collectionName: 'cessionApplications',
        application: cession({ email: 'paolo@example.org' }),
        mails: [
          ['notice', notice('cession', id, 'Lombardia', ['Tuono'])],
          ['received', received('cession', 'paolo@example.org', 'it')],
        ],
      }),
    );
    id = freshId();
    await assertSucceeds(
      commit(as.anonymous, {
        id,
        collectionName: 'circleApplications',
        application: circle(),
        mails: [
          ['notice', notice('circle', id, '', ['Ada'])],
          ['received', received('circle', 'maria@example.org')],
        ],
      }),
    );
  });

  it('refuse a mail without its application in the same commit', async () => {
    const id = freshId();
    await assertFails(commit(as.anonymous, { id, application: false, mails: adoptionMails(id) }));
  });

  it('refuse a second mail for an application already sent', async () => {
    const id = freshId();
    await assertSucceeds(commit(as.anonymous, { id, mails: adoptionMails(id).slice(0, 1) }));
    await assertFails(
      setDoc(
        doc(as.anonymous, 'mail', `${id}.received`),
        received('adoption', 'maria@example.org'),
      ),
    );
    await assertFails(
      setDoc(doc(as.anonymous, 'mail', `${id}.notice`), notice('adoption', id, 'Toscana', ['ada'])),
    );
  });

  it('refuse a free message, raw HTML, attachments or any other key', async () => {
    const extras: DocumentData[] = [
      { message: { subject: 'Offerta', html: '<a href="https://spam.example">clic</a>' } },
      { attachments: [{ filename: 'a.exe', content: 'x' }] },
      { html: '<p>ciao</p>' },
      { cc: 'altro@example.org' },
      { replyTo: 'truffa@example.org' },
    ];
    for (const extra of extras) {
      const id = freshId();
      await assertFails(
        commit(as.anonymous, {
          id,
          mails: [['received', { ...received('adoption', 'maria@example.org'), ...extra }]],
        }),
      );
    }
    const id = freshId();
    const withHtml = received('adoption', 'maria@example.org');
    withHtml.template = { ...withHtml.template, html: '<p>x</p>' };
    await assertFails(commit(as.anonymous, { id, mails: [['received', withHtml]] }));
  });

  it('refuse another recipient, template or wording than the application allows', async () => {
    const cases = (id: string): [string, DocumentData][] => [
      ['received', received('adoption', 'vittima@example.org')],
      [
        'received',
        {
          ...received('adoption', 'maria@example.org'),
          to: ['maria@example.org', 'x@example.org'],
        },
      ],
      [
        'notice',
        { ...notice('adoption', id, 'Toscana', ['ada', 'stella-alpina']), to: ['x@example.org'] },
      ],
      [
        'received',
        {
          ...received('adoption', 'maria@example.org'),
          template: { name: 'staff-message-it', data: { kind: 'adoption', adoption: true } },
        },
      ],
      ['notice', notice('adoption', id, 'Toscana', ['Compra ora su spam.example'])],
      ['notice', notice('adoption', id, 'Lazio', ['ada', 'stella-alpina'])],
      ['notice', notice('adoption', 'AnotherApplication01', 'Toscana', ['ada', 'stella-alpina'])],
      ['notice', notice('cession', id, 'Toscana', ['ada', 'stella-alpina'])],
      [
        'received',
        {
          ...received('adoption', 'maria@example.org'),
          template: {
            name: 'application-received-en',
            data: { kind: 'adoption', adoption: true, note: 'spam' },
          },
        },
      ],
      ['hello', received('adoption', 'maria@example.org')],
    ];
    for (const index of cases('x').keys()) {
      const id = freshId();
      const [suffix, mail] = cases(id)[index] ?? ['', {}];
      await assertFails(commit(as.anonymous, { id, mails: [[suffix, mail]] }));
    }
  });

  it("refuse a receipt for an application without an e-mail, and another application's id", async () => {
    const id = freshId();
    await assertFails(
      commit(as.anonymous, {
        id,
        collectionName: 'cessionApplications',
        application: cession(),
        mails: [['received', received('cession', '')]],
      }),
    );
    const batch = writeBatch(as.anonymous);
    batch.set(doc(as.anonymous, 'adoptionApplications', id), adoption());
    batch.set(
      doc(as.anonymous, 'mail', `${freshId()}.notice`),
      notice('adoption', id, 'Toscana', ['ada', 'stella-alpina']),
    );
    await assertFails(batch.commit());
  });

  it('are read by staff only', async () => {
    const id = freshId();
    await commit(as.anonymous, { id, mails: adoptionMails(id) });
    await assertFails(getDoc(doc(as.anonymous, 'mail', `${id}.notice`)));
    await assertFails(getDocs(collection(as.user, 'mail')));
    await assertSucceeds(getDocs(collection(as.staff, 'mail')));
  });
});

const staffMessage = (to = 'maria@example.org'): DocumentData => ({
  to,
  template: { name: 'staff-message-it', data: { subject: 'Visita', paragraphs: ['Ciao'] } },
  date: serverTimestamp(),
});

describe("staff's mails", () => {
  const mailId = 'adozione-001.message-AbCdEfGhIj0123456789';

  it('are sent by staff with their log entry, through a template', async () => {
    await assertSucceeds(
      commitLogged(as.staff, ['mail', mailId], (batch) =>
        batch.set(doc(as.staff, 'mail', mailId), staffMessage()),
      ),
    );
  });

  it('are logged only with the mail the entry names, under its id', async () => {
    // An entry without its mail, a mail under another's entry, an entry whose slug is free text.
    await assertFails(commitLogged(as.staff, ['mail', mailId], () => undefined));
    await assertFails(
      commitLogged(as.staff, ['mail', 'adozione-001.message-ZzZzZzZzZz0123456789'], (batch) =>
        batch.set(doc(as.staff, 'mail', mailId), staffMessage()),
      ),
    );
    for (const slug of ['maria rossi@example.org', 'adozione-001.anything', 'news.x y']) {
      await assertFails(
        commitLogged(as.staff, ['mail', slug], (batch) =>
          batch.set(doc(as.staff, 'mail', slug), staffMessage()),
        ),
      );
    }
  });

  it('are refused unlogged, from someone not staff, or with free content', async () => {
    await assertFails(setDoc(doc(as.staff, 'mail', mailId), staffMessage()));
    await assertFails(
      commitLogged(as.user, ['mail', mailId], (batch) =>
        batch.set(doc(as.user, 'mail', mailId), staffMessage()),
      ),
    );
    await assertFails(setDoc(doc(as.user, 'mail', mailId), staffMessage()));
    for (const extra of [{ message: { html: '<p>x</p>' } }, { attachments: [] }]) {
      await assertFails(
        commitLogged(as.staff, ['mail', mailId], (batch) =>
          batch.set(doc(as.staff, 'mail', mailId), { ...staffMessage(), ...extra }),
        ),
      );
    }
  });

  it('are retried by staff (delivery.state RETRY), logged, and by nobody else', async () => {
    await seed(env, {
      [`mail/${mailId}`]: {
        ...staffMessage(),
        date: new Date(),
        delivery: { state: 'ERROR', error: 'x', attempts: 1 },
      },
    });
    await assertFails(updateDoc(doc(as.user, 'mail', mailId), { 'delivery.state': 'RETRY' }));
    await assertFails(updateDoc(doc(as.staff, 'mail', mailId), { 'delivery.state': 'RETRY' }));
    await assertFails(
      commitLogged(as.staff, ['mail', mailId], (batch) =>
        batch.update(doc(as.staff, 'mail', mailId), {
          to: 'altro@example.org',
          'delivery.state': 'RETRY',
        }),
      ),
    );
    await assertFails(
      commitLogged(as.staff, ['mail', mailId], (batch) =>
        batch.update(doc(as.staff, 'mail', mailId), { 'delivery.state': 'SUCCESS' }),
      ),
    );
    await assertSucceeds(
      commitLogged(as.staff, ['mail', mailId], (batch) =>
        batch.update(doc(as.staff, 'mail', mailId), { 'delivery.state': 'RETRY' }),
      ),
    );
  });

  it("are deleted with their application under the application's entry, and only theirs", async () => {
    const seeded = { ...staffMessage(), date: new Date() };
    await seed(env, {
      'adoptionApplications/adozione-001': adoption({ date: new Date() }),
      'mail/adozione-001.notice': seeded,
      'mail/adozione-002.notice': seeded,
    });
    const entry = logEntryFor('adoptionApplications', 'adozione-001', {
      function: 'deleteApplication',
    });
    await assertFails(
      commitLogged(
        as.staff,
        ['adoptionApplications', 'adozione-001'],
        (batch) => {
          batch.delete(doc(as.staff, 'adoptionApplications', 'adozione-001'));
          batch.delete(doc(as.staff, 'mail', 'adozione-002.notice'));
        },
        { entry },
      ),
    );
    await assertFails(
      commitLogged(
        as.staff,
        ['adoptionApplications', 'adozione-001'],
        (batch) => batch.delete(doc(as.staff, 'mail', 'adozione-001.notice')),
        { entry },
      ),
    );
    await assertSucceeds(
      commitLogged(
        as.staff,
        ['adoptionApplications', 'adozione-001'],
        (batch) => {
          batch.delete(doc(as.staff, 'adoptionApplications', 'adozione-001'));
          batch.delete(doc(as.staff, 'mail', 'adozione-001.notice'));
        },
        { entry },
      ),
    );
    await assertFails(deleteDoc(doc(as.anonymous, 'mail', 'adozione-002.notice')));
  });
});

describe("a horse's news to its circle", () => {
  const newsEntry = (members: string[]) =>
    logEntryFor('mail', 'news.NewsAbCdEf0123456789', {
      function: 'sendHorseNews',
      params: {
        slug: 'news.NewsAbCdEf0123456789',
        item: { template: 'horse-news-it', count: members.length, members },
      },
    });
  const newsMail = (to: string): DocumentData => ({
    to,
    template: { name: 'horse-news-it', data: { horseName: 'Ada', title: 'x', paragraphs: [] } },
    headers: { 'List-Unsubscribe': '<https://www.equinozio.it/disiscrizione>' },
    date: serverTimestamp(),
  });

  it('sends one mail per member under one entry, never to a member who unsubscribed', async () => {
    await seed(env, {
      'circleApplications/cerchia-001': circle({ date: new Date(), newsToken: 'A'.repeat(32) }),
      'unsubscribes/cerchia-002': { token: 'B'.repeat(32), date: new Date() },
    });
    await assertSucceeds(
      commitLogged(
        as.staff,
        ['mail', 'news'],
        (batch) => {
          batch.set(
            doc(as.staff, 'mail', 'news.NewsAbCdEf0123456789.cerchia-001'),
            newsMail('a@example.org'),
          );
          batch.set(
            doc(as.staff, 'mail', 'news.NewsAbCdEf0123456789.cerchia-003'),
            newsMail('c@example.org'),
          );
        },
        { entry: newsEntry(['cerchia-001', 'cerchia-003']) },
      ),
    );
    await assertFails(
      commitLogged(
        as.staff,
        ['mail', 'news'],
        (batch) => {
          batch.set(
            doc(as.staff, 'mail', 'news.NewsAbCdEf0123456789.cerchia-002'),
            newsMail('b@example.org'),
          );
        },
        { entry: newsEntry(['cerchia-002']) },
      ),
    );
    // A member the entry does not list, and an entry without its mails.
    await assertFails(
      commitLogged(
        as.staff,
        ['mail', 'news'],
        (batch) => {
          batch.set(
            doc(as.staff, 'mail', 'news.NewsAbCdEf0123456789.cerchia-001'),
            newsMail('a@example.org'),
          );
          batch.set(
            doc(as.staff, 'mail', 'news.NewsAbCdEf0123456789.cerchia-005'),
            newsMail('e@example.org'),
          );
        },
        { entry: newsEntry(['cerchia-001']) },
      ),
    );
    await assertFails(
      commitLogged(as.staff, ['mail', 'news'], () => undefined, {
        entry: newsEntry(['cerchia-006']),
      }),
    );
    // Another news item's mails are not this entry's.
    await assertFails(
      commitLogged(
        as.staff,
        ['mail', 'news'],
        (batch) => {
          batch.set(
            doc(as.staff, 'mail', 'news.OtherNews00000000000.cerchia-004'),
            newsMail('d@example.org'),
          );
        },
        { entry: newsEntry(['cerchia-004']) },
      ),
    );
  });
});

describe('unsubscribing from the news', () => {
  const token = 'Tok' + 'x'.repeat(29);

  beforeEach(() =>
    seed(env, { 'circleApplications/cerchia-001': circle({ date: new Date(), newsToken: token }) }),
  );

  it("works without signing in with the member's token, twice", async () => {
    const unsubscribe = () =>
      setDoc(doc(as.anonymous, 'unsubscribes', 'cerchia-001'), { token, date: serverTimestamp() });
    await assertSucceeds(unsubscribe());
    await assertSucceeds(unsubscribe());
  });

  it('is refused with a wrong token, for a member without one, or with other keys', async () => {
    await seed(env, {
      'circleApplications/cerchia-002': circle({ date: new Date(), newsToken: '' }),
    });
    const write = (id: string, data: DocumentData) =>
      setDoc(doc(as.anonymous, 'unsubscribes', id), { date: serverTimestamp(), ...data });
    await assertFails(write('cerchia-001', { token: 'Z'.repeat(32) }));
    await assertFails(write('cerchia-002', { token: '' }));
    await assertFails(write('cerchia-404', { token }));
    await assertFails(write('cerchia-001', { token, email: 'x@example.org' }));
    await assertFails(getDoc(doc(as.anonymous, 'unsubscribes', 'cerchia-001')));
  });
});

describe('templates and settings', () => {
  it('are written by nobody through the app, and read by staff only', async () => {
    await assertFails(
      setDoc(doc(as.staff, 'templates', 'x'), { subject: 'x', html: '', text: '' }),
    );
    await assertFails(setDoc(doc(as.staff, 'settings', 'mail'), { notify: ['x@example.org'] }));
    await assertFails(getDoc(doc(as.anonymous, 'settings', 'mail')));
    await assertSucceeds(getDoc(doc(as.staff, 'settings', 'mail')));
  });
});
