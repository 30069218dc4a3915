import { aHorse } from '#src/test-support/factories';
import {
  applicationCount,
  applicationLines,
  careLines,
  deadlineLines,
  documentLines,
  englishLines,
  horseNames,
  problemLines,
  problemText,
} from './dashboard-lines';

const inOrder = { bdn: 1, property: 1, isCorrectBarncode: 1 } as const;

describe('deadlineLines', () => {
  it('lists the open deadlines, the most urgent first, each to its horse', () => {
    const horses = [
      aHorse({ slug: 'ada', status: 'Adottato', statusChangedAt: '2026-11-20' }),
      aHorse({ slug: 'kiya', status: 'Deceduto', isDeceased: 1, statusChangedAt: '2026-11-10' }),
      aHorse({
        slug: 'sad',
        status: 'Deceduto',
        isDeceasedReported: 1,
        statusChangedAt: '2026-11-10',
      }),
      aHorse({ slug: 'tom', status: 'Adottato' }),
      aHorse({ slug: 'blu', status: 'In cerca di casa', statusChangedAt: '2026-11-20' }),
    ];
    expect(deadlineLines(horses, '2026-11-24')).toEqual([
      {
        key: 'kiya',
        to: '/admin/horses/kiya',
        title: 'Kiya',
        detail: 'Registrazione in BDN del decesso entro il 17 novembre 2026: scaduta da 7 giorni',
        urgency: 'late',
      },
      {
        key: 'ada',
        to: '/admin/horses/ada',
        title: 'Ada',
        detail: "Registrazione in BDN dell'adozione entro il 27 novembre 2026: mancano 3 giorni",
        urgency: 'soon',
      },
    ]);
  });

  it('marks the last day and the day before as late', () => {
    const horse = aHorse({ status: 'Adottato', statusChangedAt: '2026-11-17' });
    expect(deadlineLines([horse], '2026-11-23')[0]?.urgency).toBe('late');
    expect(deadlineLines([horse], '2026-11-22')[0]?.urgency).toBe('soon');
  });

  it('is empty when nothing is open', () => {
    expect(deadlineLines([aHorse()], '2026-11-24')).toEqual([]);
  });
});

describe('problemLines', () => {
  it("lists the list's yellow rows by name, saying what to check", () => {
    const horses = [
      aHorse({ slug: 'zora', ...inOrder, bdn: -1 }),
      aHorse({ slug: 'ada', ...inOrder }),
      aHorse({ slug: 'kiya', ...inOrder, isDeceased: 1, isDeceasedReported: 0 }),
      aHorse({ slug: 'blu', name: 'Blu', docname: 'Blue Moon', property: 0 }),
    ];
    expect(problemLines(horses)).toEqual([
      {
        key: 'blu',
        to: '/admin/horses/blu',
        title: 'Blu (Blue Moon)',
        detail: 'Da verificare: BDN, proprietà, codice stalla',
        urgency: 'info',
      },
      {
        key: 'kiya',
        to: '/admin/horses/kiya',
        title: 'Kiya',
        detail: 'Da verificare: morte registrata',
        urgency: 'info',
      },
      {
        key: 'zora',
        to: '/admin/horses/zora',
        title: 'Zora',
        detail: 'Da verificare: BDN',
        urgency: 'info',
      },
    ]);
  });

  it('says each check that is not 1', () => {
    expect(problemText(aHorse({ ...inOrder, property: -1 }))).toBe('Da verificare: proprietà');
    expect(problemText(aHorse({ ...inOrder, isCorrectBarncode: 0 }))).toBe(
      'Da verificare: codice stalla',
    );
  });
});

const names = horseNames([aHorse({ slug: 'ada' }), aHorse({ slug: 'tom', name: 'Tommaso' })]);

describe('careLines', () => {
  it('lists the overdue care first, then by the day due, named from the horses', () => {
    const lines = careLines(
      [
        { horseSlug: 'ada', type: 'Dentista', nextDue: '2026-11-30', state: 'due-soon' },
        { horseSlug: 'tom', type: 'Maniscalco', nextDue: '2026-12-01', state: 'overdue' },
        { horseSlug: 'gone', type: 'Vaccinazione', nextDue: '2026-11-25', state: 'due-soon' },
        { horseSlug: 'ada', type: 'Sverminazione', nextDue: '2027-03-01', state: 'ok' },
      ],
      names,
    );
    expect(lines.map(({ title, detail, urgency, to }) => [title, detail, urgency, to])).toEqual([
      ['Tommaso', 'Maniscalco: in ritardo dal 1 dicembre 2026', 'late', '/admin/horses/tom'],
      // A slug without a horse stands for its name.
      ['gone', 'Vaccinazione: entro il 25 novembre 2026', 'soon', '/admin/horses/gone'],
      ['Ada', 'Dentista: entro il 30 novembre 2026', 'soon', '/admin/horses/ada'],
    ]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(3);
  });
});

describe('documentLines', () => {
  it('lists the expired documents first, then by expiry, with their title', () => {
    const lines = documentLines(
      [
        {
          id: 'd1',
          horseSlug: 'ada',
          type: 'Passaporto',
          title: '',
          expiry: '2026-12-10',
          expired: false,
        },
        {
          id: 'd2',
          horseSlug: 'tom',
          type: 'Referto',
          title: 'Esami del sangue',
          expiry: '2026-11-01',
          expired: true,
        },
      ],
      names,
    );
    expect(lines).toEqual([
      {
        key: 'd2',
        to: '/admin/horses/tom',
        title: 'Tommaso',
        detail: 'Referto «Esami del sangue»: scaduto il 1 novembre 2026',
        urgency: 'late',
      },
      {
        key: 'd1',
        to: '/admin/horses/ada',
        title: 'Ada',
        detail: 'Passaporto: scade il 10 dicembre 2026',
        urgency: 'soon',
      },
    ]);
  });
});

describe('applicationLines', () => {
  it('links each kind with new applications to its list', () => {
    expect(applicationLines({ adoption: 3, cession: 1, circle: 2, volunteer: 0 })).toEqual([
      {
        key: 'adoption',
        to: '/admin/adoption-applications',
        title: 'Candidature di adozione',
        detail: '3 nuove',
        urgency: 'info',
      },
      {
        key: 'cession',
        to: '/admin/cession-applications',
        title: 'Candidature di cessione',
        detail: '1 nuova',
        urgency: 'info',
      },
      {
        key: 'circle',
        to: '/admin/circle-applications?status=Da+contattare',
        title: 'Candidature alle cerchie',
        detail: '2 nuove, da contattare',
        urgency: 'info',
      },
    ]);
    expect(applicationCount({ adoption: 3, cession: 1, circle: 2, volunteer: 0 })).toBe(6);
  });

  it('links the new volunteers to their list, filtered to "Da contattare"', () => {
    expect(applicationLines({ adoption: 0, cession: 0, circle: 0, volunteer: 4 })).toEqual([
      {
        key: 'volunteer',
        to: '/admin/volunteer-applications?status=Da+contattare',
        title: 'Candidature di volontariato',
        detail: '4 nuove, da contattare',
        urgency: 'info',
      },
    ]);
    expect(applicationCount({ adoption: 1, cession: 0, circle: 2, volunteer: 4 })).toBe(7);
  });

  it('leaves out a kind without new ones', () => {
    expect(
      applicationLines({ adoption: 0, cession: 2, circle: 0, volunteer: 0 }).map(
        (line) => line.key,
      ),
    ).toEqual(['cession']);
    expect(applicationLines({ adoption: 0, cession: 0, circle: 0, volunteer: 0 })).toEqual([]);
    expect(applicationLines({ adoption: 0, cession: 0, circle: 1, volunteer: 0 })[0]?.detail).toBe(
      '1 nuova, da contattare',
    );
  });
});

describe('englishLines', () => {
  it('lists the horses on the site whose English page shows Italian, by name, saying what', () => {
    const horses = [
      aHorse({ slug: 'zora', showWeb: true, claim_it: 'Dolce', description_it: '<p>Storia</p>' }),
      aHorse({ slug: 'ada', showWeb: true, claim_it: 'Calma', claim_en: 'Calm' }),
      aHorse({ slug: 'blu', showWeb: true, short: 'Vecchio testo' }),
      aHorse({ slug: 'kiya', showWeb: false, claim_it: 'Nascosta' }),
      aHorse({ slug: 'tom', showWeb: true }),
    ];
    expect(englishLines(horses)).toEqual([
      {
        key: 'blu',
        to: '/admin/horses/blu',
        title: 'Blu',
        detail: "Manca l'inglese: Descrizione breve",
        urgency: 'info',
      },
      {
        key: 'zora',
        to: '/admin/horses/zora',
        title: 'Zora',
        detail: "Manca l'inglese: Claim, Descrizione",
        urgency: 'info',
      },
    ]);
  });
});
