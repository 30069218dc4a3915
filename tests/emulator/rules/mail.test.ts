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
import { severalMailboxes } from '#src/test-support/email-cases.ts';
import { applicationReference } from '#src/features/applications/model/application-reference.ts';
import { adoption, cession, withReference } from './application-data.ts';
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

const NOTIFY = 'segreteria@equinozio.it';

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

/**
 * A receipt says its application's reference (and the horses by name): a mail that does not set
 * them gets the application's reference and no names, as the form sends it for "any horse".
 */
function withReceipt(mail: DocumentData, applicationId: string): DocumentData {
  const template = mail.template as { name?: string; data?: DocumentData } | undefined;
  if (!template?.data || 'reference' in template.data) return mail;
  const data = { reference: applicationReference(applicationId), horses: [], ...template.data };
  return { ...mail, template: { ...template, data } };
}

/** An application and its mails in one commit, as the public forms send them. */
function commit(db: Firestore, { application, mails, collectionName, id }: Commit) {
  const applicationId = id ?? freshId();
  const batch = writeBatch(db);
  if (application !== false) {
    batch.set(
      doc(db, collectionName ?? 'adoptionApplications', applicationId),
      withReference(applicationId, application ?? adoption()),
    );
  }
  for (const [suffix, mail] of mails) {
    const sent = suffix === 'received' ? withReceipt(mail, applicationId) : mail;
    batch.set(doc(db, 'mail', `${applicationId}.${suffix}`), sent);
  }
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
        withReceipt(received('adoption', 'maria@example.org'), id),
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
      { bcc: 'altro@example.org' },
      { replyTo: 'truffa@example.org' },
      { toUids: ['uid-1'] },
      { ccUids: ['uid-1'] },
      { bccUids: ['uid-1'] },
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
      // The one notification address, but as a list: `to` is one string.
      ['notice', { ...notice('adoption', id, 'Toscana', ['ada', 'stella-alpina']), to: [NOTIFY] }],
      [
        'notice',
        {
          ...notice('adoption', id, 'Toscana', ['ada', 'stella-alpina']),
          to: `${NOTIFY}, x@example.org`,
        },
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

  it('give the reference stored with the application and the horses by name', async () => {
    const receipt = (kind: string, reference: string, horses: unknown[]) => ({
      ...received(kind, 'maria@example.org'),
      template: {
        name: 'application-received-en',
        data: { kind, [kind]: true, reference, horses },
      },
    });
    const adoptionWith = (id: string, reference: string, horses: unknown[]) =>
      commit(as.anonymous, {
        id,
        mails: [['received', receipt('adoption', reference, horses)]],
      });
    let id = freshId();
    await assertSucceeds(
      adoptionWith(id, applicationReference(id), ['Ada', "Stella D'Alpe", 'Blu-Notte']),
    );
    // Another reference than the application's, or none.
    for (const reference of ['T4XC-W6SW', applicationReference(id).toLowerCase(), '']) {
      id = freshId();
      await assertFails(adoptionWith(id, reference, ['Ada']));
    }
    // Names that could carry a link, an address or a number; more than 3; not a list of text.
    for (const horses of [
      ['spam.example'],
      ['Chiama 333 1234567'],
      ['a@b.it'],
      ['https//x'],
      ['A', 'B', 'C', 'D'],
      ['x'.repeat(61)],
      [42],
      'Ada',
    ]) {
      id = freshId();
      await assertFails(adoptionWith(id, applicationReference(id), horses as unknown[]));
    }
    // A cession's horse and a circle's are the application's own.
    for (const [horses, allowed] of [
      [['Tuono'], true],
      [[], true],
      [['Ada'], false],
    ] as const) {
      id = freshId();
      const sent = commit(as.anonymous, {
        id,
        collectionName: 'cessionApplications',
        application: cession({ email: 'maria@example.org' }),
        mails: [['received', receipt('cession', applicationReference(id), [...horses])]],
      });
      await (allowed ? assertSucceeds(sent) : assertFails(sent));
    }
    for (const [horses, allowed] of [
      [['Ada'], true],
      [['Tuono'], false],
    ] as const) {
      id = freshId();
      const sent = commit(as.anonymous, {
        id,
        collectionName: 'circleApplications',
        application: circle(),
        mails: [['received', receipt('circle', applicationReference(id), [...horses])]],
      });
      await (allowed ? assertSucceeds(sent) : assertFails(sent));
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
    batch.set(doc(as.anonymous, 'adoptionApplications', id), withReference(id, adoption()));
    batch.set(
      doc(as.anonymous, 'mail', `${freshId()}.notice`),
      notice('adoption', id, 'Toscana', ['ada', 'stella-alpina']),
    );
    await assertFails(batch.commit());
  });

  it('refuse a notice when the stored notification address is a list (stored before decision 72)', async () => {
    await seed(env, { 'settings/mail': { notify: [NOTIFY, 'altro@example.org'] } });
    for (const to of [NOTIFY, [NOTIFY, 'altro@example.org']]) {
      const id = freshId();
      const mail = { ...notice('adoption', id, 'Toscana', ['ada', 'stella-alpina']), to };
      await assertFails(commit(as.anonymous, { id, mails: [['notice', mail]] }));
    }
    await seed(env, { 'settings/mail': { notify: `${NOTIFY}, altro@example.org` } });
    const id = freshId();
    const mail = {
      ...notice('adoption', id, 'Toscana', ['ada', 'stella-alpina']),
      to: `${NOTIFY}, altro@example.org`,
    };
    await assertFails(commit(as.anonymous, { id, mails: [['notice', mail]] }));
  });

  it('are read by staff only', async () => {
    const id = freshId();
    await commit(as.anonymous, { id, mails: adoptionMails(id) });
    await assertFails(getDoc(doc(as.anonymous, 'mail', `${id}.notice`)));
    await assertFails(getDocs(collection(as.user, 'mail')));
    await assertSucceeds(getDocs(collection(as.staff, 'mail')));
  });
});

const staffMessage = (
  to = 'maria@example.org',
  data: DocumentData = {},
  name = 'staff-message-it',
): DocumentData => ({
  to,
  template: {
    name,
    data: {
      kind: 'adoption',
      preset: 'home-visit',
      subject: 'Visita',
      paragraphs: ['Ciao Maria,', 'Possiamo venire sabato?'],
      ...data,
    },
  },
  date: serverTimestamp(),
});

describe("staff's mails", () => {
  const mailId = 'adozione-001.message-AbCdEfGhIj0123456789';
  const send = (db: Firestore, mail: DocumentData, id = mailId) =>
    commitLogged(db, ['mail', id], (batch) => batch.set(doc(db, 'mail', id), mail));

  beforeEach(() =>
    seed(env, {
      'adoptionApplications/adozione-001': adoption({ date: new Date() }),
      'cessionApplications/cessione-001': cession({ date: new Date(), email: 'luca@example.org' }),
      'circleApplications/cerchia-001': circle({ date: new Date() }),
      'circleApplications/cerchia-002': circle({ date: new Date(), email: '' }),
    }),
  );

  it("are sent by staff with their log entry, through a template, to the application's e-mail", async () => {
    await assertSucceeds(send(as.staff, staffMessage()));
    for (const preset of ['received', 'accepted', 'declined']) {
      const id = `adozione-001.message-${preset.padEnd(20, 'X').slice(0, 20)}`;
      await assertSucceeds(
        send(as.staff, staffMessage(undefined, { preset }, 'staff-message-en'), id),
      );
    }
    await assertSucceeds(
      send(
        as.staff,
        staffMessage('luca@example.org', { kind: 'cession' }),
        'cessione-001.message-AbCdEfGhIj0123456789',
      ),
    );
    await assertSucceeds(
      send(
        as.staff,
        staffMessage('maria@example.org', { kind: 'circle' }),
        'cerchia-001.message-AbCdEfGhIj0123456789',
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
      await assertFails(send(as.staff, staffMessage(), slug));
    }
  });

  it('are refused unlogged, from someone not staff, or with free content', async () => {
    await assertFails(setDoc(doc(as.staff, 'mail', mailId), staffMessage()));
    await assertFails(send(as.user, staffMessage()));
    await assertFails(send(as.anonymous, staffMessage()));
    await assertFails(setDoc(doc(as.user, 'mail', mailId), staffMessage()));
    for (const extra of [
      { message: { html: '<p>x</p>' } },
      { attachments: [] },
      { cc: 'altro@example.org' },
      { cc: 'maria@example.org' },
      { bcc: 'altro@example.org' },
      { replyTo: 'altro@example.org' },
      { toUids: ['uid-1'] },
      { ccUids: ['uid-1'] },
      { bccUids: ['uid-1'] },
      { headers: { 'List-Unsubscribe': '<https://example.org>' } },
      { headers: { Bcc: 'altro@example.org' } },
    ]) {
      await assertFails(send(as.staff, { ...staffMessage(), ...extra }));
    }
  });

  it("are refused to another recipient than the application's own e-mail", async () => {
    for (const to of [
      'altro@example.org',
      ['maria@example.org'],
      ['maria@example.org', 'altro@example.org'],
      '',
    ]) {
      await assertFails(send(as.staff, staffMessage(to as string)));
    }
    // The kind names the collection: the cession's e-mail is not the adoption's.
    await assertFails(send(as.staff, staffMessage('luca@example.org', { kind: 'cession' })));
    // No e-mail on the application, or no application.
    await assertFails(
      send(
        as.staff,
        staffMessage('', { kind: 'circle' }),
        'cerchia-002.message-AbCdEfGhIj0123456789',
      ),
    );
    await assertFails(send(as.staff, staffMessage(), 'adozione-999.message-AbCdEfGhIj0123456789'));
    await assertFails(send(as.staff, staffMessage(undefined, { kind: 'horse' })));
  });

  it('are refused when the stored e-mail names more than one mailbox, though `to` equals it', async () => {
    // Applications stored past the rules (before decision 72, or by the project's own
    // credentials): `to` equal to what is stored is not enough, it must be one mailbox.
    for (const [index, { email }] of severalMailboxes.entries()) {
      const id = `adozione-10${index}`;
      await seed(env, { [`adoptionApplications/${id}`]: adoption({ date: new Date(), email }) });
      await assertFails(
        send(as.staff, staffMessage(email as string), `${id}.message-AbCdEfGhIj0123456789`),
      );
    }
    // The control: one mailbox stored, the message to it.
    await seed(env, {
      'adoptionApplications/adozione-200': adoption({ date: new Date(), email: 'ada@example.org' }),
    });
    await assertSucceeds(
      send(as.staff, staffMessage('ada@example.org'), 'adozione-200.message-AbCdEfGhIj0123456789'),
    );
  });

  it('are refused with another template, preset or shape of the text', async () => {
    const refused: [DocumentData, string?][] = [
      [{}, 'application-received-it'],
      [{}, 'horse-news-it'],
      [{}, 'staff-message-fr'],
      [{ preset: 'free' }],
      [{ subject: '' }],
      [{ subject: 'x'.repeat(201) }],
      [{ paragraphs: [] }],
      [{ paragraphs: 'Ciao' }],
      [{ paragraphs: [{ html: '<a href="https://x">x</a>' }] }],
      [{ paragraphs: ['x'.repeat(10001)] }],
      [{ paragraphs: Array.from({ length: 51 }, () => 'x') }],
      [{ link: 'https://example.org' }],
    ];
    const accepted: string[] = [];
    for (const [data, name] of refused) {
      const sent = await send(as.staff, staffMessage(undefined, data, name)).then(
        () => true,
        () => false,
      );
      if (sent) accepted.push(JSON.stringify([data, name]).slice(0, 60));
    }
    expect(accepted).toEqual([]);
    const { preset: _preset, ...withoutPreset } = staffMessage().template.data as DocumentData;
    await assertFails(
      send(as.staff, {
        ...staffMessage(),
        template: { name: 'staff-message-it', data: withoutPreset },
      }),
    );
    // Staff write no other mail than a message or a news item: not an application's notice.
    await assertFails(send(as.staff, staffMessage(), 'adozione-001.notice'));
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

  it('are never retried when stored for more than one mailbox (before decision 72)', async () => {
    const failed = { date: new Date(), delivery: { state: 'ERROR', error: 'x', attempts: 1 } };
    const stored: DocumentData[] = [
      { ...staffMessage(['maria@example.org', 'altro@example.org'] as unknown as string) },
      { ...staffMessage('maria@example.org, altro@example.org') },
      { ...staffMessage(), cc: 'altro@example.org' },
      { ...staffMessage(), bcc: ['altro@example.org'] },
      { ...staffMessage(), replyTo: 'altro@example.org' },
    ];
    for (const mail of stored) {
      await seed(env, { [`mail/${mailId}`]: { ...mail, ...failed } });
      await assertFails(
        commitLogged(as.staff, ['mail', mailId], (batch) =>
          batch.update(doc(as.staff, 'mail', mailId), { 'delivery.state': 'RETRY' }),
        ),
      );
    }
  });

  it('are retried only when they failed', async () => {
    for (const state of ['SUCCESS', 'PENDING', 'PROCESSING', 'RETRY']) {
      await seed(env, {
        [`mail/${mailId}`]: { ...staffMessage(), date: new Date(), delivery: { state } },
      });
      await assertFails(
        commitLogged(as.staff, ['mail', mailId], (batch) =>
          batch.update(doc(as.staff, 'mail', mailId), { 'delivery.state': 'RETRY' }),
        ),
      );
    }
    await seed(env, { [`mail/${mailId}`]: { ...staffMessage(), date: new Date() } });
    await assertFails(
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
  const SEND = 'SendAbCdEf0123456789';
  const NEWS = 'NewsAbCdEf0123456789';
  const tokenOf = (memberId: string) => memberId.replace(/[^0-9]/g, '').padEnd(32, 'K');
  const newsEntry = (members: string[], item: DocumentData = {}, sendId = SEND) =>
    logEntryFor('mail', `news.${sendId}`, {
      function: 'sendHorseNews',
      params: {
        slug: `news.${sendId}`,
        item: { news: NEWS, horse: 'ada', count: members.length, members, ...item },
      },
    });
  const newsMail = (memberId: string, overrides: DocumentData = {}, data: DocumentData = {}) => ({
    to: `${memberId}@example.org`,
    template: {
      name: 'horse-news-it',
      data: {
        newsId: NEWS,
        horseSlug: 'ada',
        horseName: 'Ada',
        title: 'Ada ha una nuova amica',
        paragraphs: ['Oggi è arrivata Bice.'],
        memberId,
        token: tokenOf(memberId),
        ...data,
      },
    },
    date: serverTimestamp(),
    ...overrides,
  });
  const member = (memberId: string, overrides: DocumentData = {}) =>
    circle({
      date: new Date(),
      status: 'Attivo',
      email: `${memberId}@example.org`,
      newsToken: tokenOf(memberId),
      ...overrides,
    });
  /** One send: the mails of these members (id and mail) under one entry listing `listed`. */
  const send = (
    db: Firestore,
    mails: [memberId: string, mail: DocumentData][],
    listed = mails.map(([memberId]) => memberId),
    sendId = SEND,
  ) =>
    commitLogged(
      db,
      ['mail', `news.${sendId}`],
      (batch) => {
        for (const [memberId, mail] of mails) {
          batch.set(doc(db, 'mail', `${memberId}.news-${sendId}`), mail);
        }
      },
      { entry: newsEntry(listed, {}, sendId) },
    );

  beforeEach(() =>
    seed(env, {
      [`horseNews/${NEWS}`]: {
        horseSlug: 'ada',
        date: '2026-11-20',
        title: 'Ada ha una nuova amica',
        text: '<p>Oggi è arrivata Bice.</p>',
        photo: '',
        showWeb: true,
      },
      'horseNews/OtherHorseNews000000': {
        horseSlug: 'benji',
        date: '2026-11-20',
        title: 'Benji',
        text: '',
        photo: '',
        showWeb: true,
      },
      'circleApplications/cerchia-001': member('cerchia-001'),
      'circleApplications/cerchia-002': member('cerchia-002'),
      'circleApplications/cerchia-003': member('cerchia-003', { newsLanguage: 'en' }),
      'circleApplications/cerchia-004': member('cerchia-004', { status: 'Sospeso' }),
      'circleApplications/cerchia-005': member('cerchia-005', { newsConsent: false }),
      'circleApplications/cerchia-006': member('cerchia-006', { horseSlug: 'benji' }),
      'unsubscribes/cerchia-002': { token: tokenOf('cerchia-002'), date: new Date() },
    }),
  );

  const inEnglish = (mail: DocumentData) => ({
    ...mail,
    template: { ...mail.template, name: 'horse-news-en' },
  });

  it("sends one mail per member under one entry, in each member's language", async () => {
    await assertSucceeds(
      send(as.staff, [
        ['cerchia-001', newsMail('cerchia-001')],
        ['cerchia-003', inEnglish(newsMail('cerchia-003'))],
      ]),
    );
    // The same news again, after staff confirmed it: another send, its own mails.
    await assertSucceeds(
      send(as.staff, [['cerchia-001', newsMail('cerchia-001')]], undefined, 'SendAgain00000000000'),
    );
  });

  it('is refused to a visitor, and to a signed-in user who is not staff', async () => {
    await assertFails(
      setDoc(doc(as.anonymous, 'mail', `cerchia-001.news-${SEND}`), newsMail('cerchia-001')),
    );
    await assertFails(send(as.anonymous, [['cerchia-001', newsMail('cerchia-001')]]));
    await assertFails(send(as.user, [['cerchia-001', newsMail('cerchia-001')]]));
    await assertFails(
      setDoc(doc(as.staff, 'mail', `cerchia-001.news-${SEND}`), newsMail('cerchia-001')),
    );
  });

  it('never reaches a member who unsubscribed, is not Attivo, did not agree or is not of the horse', async () => {
    for (const memberId of ['cerchia-002', 'cerchia-004', 'cerchia-005', 'cerchia-006']) {
      await assertFails(send(as.staff, [[memberId, newsMail(memberId)]]));
    }
    // Nor anyone who is not a member: an unknown id, or a member's id with another address.
    await assertFails(send(as.staff, [['cerchia-404', newsMail('cerchia-404')]]));
    await assertFails(
      send(as.staff, [['cerchia-001', newsMail('cerchia-001', { to: 'altro@example.org' })]]),
    );
    await assertFails(
      send(as.staff, [
        [
          'cerchia-001',
          newsMail('cerchia-001', { to: ['cerchia-001@example.org', 'x@example.org'] }),
        ],
      ]),
    );
  });

  it('never reaches a member whose stored e-mail names more than one mailbox', async () => {
    for (const { email } of severalMailboxes) {
      await seed(env, { 'circleApplications/cerchia-001': member('cerchia-001', { email }) });
      await assertFails(send(as.staff, [['cerchia-001', newsMail('cerchia-001', { to: email })]]));
    }
  });

  it('is refused in another language, with another key, news or horse, or with headers', async () => {
    const refused = (mail: DocumentData) => send(as.staff, [['cerchia-001', mail]]);
    await assertFails(refused(inEnglish(newsMail('cerchia-001'))));
    await assertFails(refused(newsMail('cerchia-001', {}, { token: tokenOf('cerchia-003') })));
    await assertFails(refused(newsMail('cerchia-001', {}, { memberId: 'cerchia-003' })));
    await assertFails(refused(newsMail('cerchia-001', {}, { newsId: 'OtherHorseNews000000' })));
    await assertFails(refused(newsMail('cerchia-001', {}, { horseSlug: 'benji' })));
    await assertFails(
      refused(newsMail('cerchia-001', { headers: { 'List-Unsubscribe': '<https://x.example>' } })),
    );
    await assertFails(refused(newsMail('cerchia-001', { html: '<p>x</p>' })));
    await assertFails(
      refused({ ...newsMail('cerchia-001'), template: { name: 'staff-message-it', data: {} } }),
    );
  });

  it('needs an entry listing each mail, and the entry its mails', async () => {
    // A member the entry does not list.
    await assertFails(
      send(
        as.staff,
        [
          ['cerchia-001', newsMail('cerchia-001')],
          ['cerchia-003', inEnglish(newsMail('cerchia-003'))],
        ],
        ['cerchia-001'],
      ),
    );
    // An entry without its mails.
    await assertFails(send(as.staff, [], ['cerchia-001']));
    // Another send's mails are not this entry's.
    await assertFails(
      commitLogged(
        as.staff,
        ['mail', `news.${SEND}`],
        (batch) => {
          batch.set(
            doc(as.staff, 'mail', 'cerchia-001.news-OtherSend00000000000'),
            newsMail('cerchia-001'),
          );
        },
        { entry: newsEntry(['cerchia-001']) },
      ),
    );
    // An entry for another horse than the news'.
    await assertFails(
      commitLogged(
        as.staff,
        ['mail', `news.${SEND}`],
        (batch) => {
          batch.set(
            doc(as.staff, 'mail', `cerchia-006.news-${SEND}`),
            newsMail('cerchia-006', {}, { horseSlug: 'benji' }),
          );
        },
        { entry: newsEntry(['cerchia-006'], { horse: 'benji' }) },
      ),
    );
  });

  it("are deleted with the member's application, under its entry", async () => {
    await seed(env, {
      [`mail/cerchia-001.news-${SEND}`]: { ...newsMail('cerchia-001'), date: new Date() },
    });
    const entry = logEntryFor('circleApplications', 'cerchia-001', {
      function: 'deleteCircleApplication',
    });
    await assertSucceeds(
      commitLogged(
        as.staff,
        ['circleApplications', 'cerchia-001'],
        (batch) => {
          batch.delete(doc(as.staff, 'circleApplications', 'cerchia-001'));
          batch.delete(doc(as.staff, 'mail', `cerchia-001.news-${SEND}`));
        },
        { entry },
      ),
    );
  });

  it('stops at once when the member unsubscribes', async () => {
    await assertSucceeds(
      setDoc(doc(as.anonymous, 'unsubscribes', 'cerchia-001'), {
        token: tokenOf('cerchia-001'),
        date: serverTimestamp(),
      }),
    );
    await assertFails(send(as.staff, [['cerchia-001', newsMail('cerchia-001')]]));
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

  it("is refused for someone else with one's own token, and changes nothing else", async () => {
    const other = 'Oth' + 'y'.repeat(29);
    await seed(env, {
      'circleApplications/cerchia-002': circle({ date: new Date(), newsToken: other }),
    });
    // One's own key does not unsubscribe another member.
    await assertFails(
      setDoc(doc(as.anonymous, 'unsubscribes', 'cerchia-002'), { token, date: serverTimestamp() }),
    );
    await assertSucceeds(
      setDoc(doc(as.anonymous, 'unsubscribes', 'cerchia-001'), { token, date: serverTimestamp() }),
    );
    // Not a client's date, no other key, no undoing it, and never the application itself.
    await assertFails(
      setDoc(doc(as.anonymous, 'unsubscribes', 'cerchia-001'), {
        token,
        // A minute off: the emulator's request time can fall on the very millisecond of `new Date()`.
        date: new Date(Date.now() - 60_000),
      }),
    );
    await assertFails(
      updateDoc(doc(as.anonymous, 'unsubscribes', 'cerchia-001'), { horseSlug: 'benji' }),
    );
    await assertFails(deleteDoc(doc(as.anonymous, 'unsubscribes', 'cerchia-001')));
    await assertFails(deleteDoc(doc(as.staff, 'unsubscribes', 'cerchia-001')));
    await assertFails(
      updateDoc(doc(as.anonymous, 'circleApplications', 'cerchia-001'), { newsConsent: false }),
    );
    await assertFails(
      updateDoc(doc(as.anonymous, 'circleApplications', 'cerchia-002'), { newsToken: token }),
    );
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
