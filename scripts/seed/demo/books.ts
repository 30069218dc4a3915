import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { modelDLines, publicContributionLines } from '#src/features/books/model/model-d.ts';
import {
  BOOKS_MOVEMENTS,
  BOOKS_YEARS,
  moneyAccounts,
  type MoneyAccount,
  type StoredMovement,
} from '#src/features/books/model/movement.ts';
import { closingBalances, computeRendiconto } from '#src/features/books/model/rendiconto.ts';
import { minimalPdf } from './horse-documents.ts';

// The books (decision 93): two years of movements, one on every line of model D in each; 2025
// closed, 2026 open with 2025's closings as its openings; the 5x1000 of 2024 received in 2026 with
// its expenses in the ministry's categories (over 20,000 euro: to be published); 2025's two
// contributions from public bodies (over 10,000 euro: to be published by 30 June 2026); transfers; one
// expense with its invoice in Storage.

const RECORDED_BY = 'demo-staff';
const CLOSED_YEAR = 2025;
const OPEN_YEAR = 2026;
const DEMO_INVOICE_ID = 'DemoBooks2026Invoice';
export const DEMO_INVOICE_PATH = `books/${DEMO_INVOICE_ID}/fattura-fieno-marzo.pdf`;

const openings2025: Record<MoneyAccount, number> = {
  cassa: 45_000,
  banca: 1_850_000,
  paypal: 12_000,
  stripe: 8_500,
};

type DemoMovement = StoredMovement;

/** Where income arrives: members' fees and fundraising in cash, gifts on PayPal and Stripe. */
const incomeAccounts: Record<string, MoneyAccount> = {
  A1: 'cassa',
  A4: 'paypal',
  A6: 'stripe',
  C1: 'cassa',
  C2: 'cassa',
  C3: 'cassa',
};
const costAccount = (key: string): MoneyAccount => (key.startsWith('C') ? 'cassa' : 'banca');

const id = (year: number, n: number) => `DemoBooks${year}M${String(n).padStart(6, '0')}`;

const suppliers: Record<string, string> = {
  A1: 'Consorzio agrario di zona',
  A2: 'Studio veterinario Colli',
  A3: 'Affitto pascolo, az. agricola Prati',
  A4: 'Compenso istruttrice',
  A5: 'Spese varie di gestione',
  B1: 'Tipografia Stampa Veloce',
  B2: 'Servizi per il mercatino',
  B3: 'Noleggio gazebo',
  B4: 'Personale del mercatino',
  B5: 'Varie del mercatino',
  C1: 'Materiale per la campagna di Natale',
  C2: 'Festa di primavera: allestimento',
  C3: 'Altre spese di raccolta',
  D1: 'Banca di Credito Cooperativo',
  D2: 'Commissioni titoli',
  D3: 'Manutenzione fienile',
  D4: 'Revisione del van',
  D5: 'Altre uscite patrimoniali',
  E1: 'Cancelleria',
  E2: 'Studio commercialista Neri',
  E3: 'Affitto sede',
  E4: 'Segreteria',
  E5: 'Assicurazione RC',
  I1: 'Van per il trasporto dei cavalli',
  I2: 'Attrezzatura del mercatino',
  I3: 'Titoli di Stato',
  I4: 'Rata del prestito',
};

const publicBodies = [
  {
    payer: 'Comune di Colle Alto',
    payerFiscalCode: '00123450789',
    reason: 'Contributo per il ricovero dei cavalli sequestrati',
  },
  {
    payer: 'Regione Esempio',
    payerFiscalCode: '80012340567',
    reason: 'Bando per il benessere animale 2025',
  },
];

function movementsOf(year: number): DemoMovement[] {
  const recordedAt = new Date(`${year}-12-01T10:00:00Z`);
  const movements: DemoMovement[] = [];
  const base = (n: number, month: number, amountCents: number, account: MoneyAccount) => ({
    id: id(year, n),
    date: `${year}-${String(month).padStart(2, '0')}-${String(((n * 7) % 27) + 1).padStart(2, '0')}`,
    amountCents,
    account,
    recordedAt,
    recordedBy: RECORDED_BY,
  });
  modelDLines.forEach((line, i) => {
    const n = i + 1;
    const month = (i % 11) + 1;
    const key = line.id.slice(2);
    const account = line.side === 'E' ? (incomeAccounts[key] ?? 'banca') : costAccount(key);
    const amountCents =
      (line.section === 'I' ? 180_000 : 9_000) +
      ((n * 1_337) % 40_000) +
      (line.side === 'E' && account !== 'banca' ? 60_000 : 0);
    if (line.side === 'U') {
      movements.push({
        ...base(n, month, amountCents, account),
        kind: 'uscita',
        description: line.label,
        line: line.id,
        supplier: suppliers[key] ?? 'Agenzia delle Entrate',
        horseSlug: '',
        eventSlug: '',
        fivePerThousandYear: 0,
        fivePerThousandCategory: '',
        attachmentPath: '',
      });
      return;
    }
    const isPublic = (publicContributionLines as readonly string[]).includes(line.id);
    const body = publicBodies[i % 2] ?? publicBodies[0];
    movements.push({
      ...base(n, month, line.id === 'E-A5' ? 180_000 : amountCents, account),
      kind: 'entrata',
      description: line.label,
      line: line.id,
      payer: isPublic ? (body?.payer ?? '') : '',
      payerFiscalCode: isPublic ? (body?.payerFiscalCode ?? '') : '',
      reason: isPublic ? (body?.reason ?? '') : '',
      fivePerThousandYear: line.id === 'E-A5' ? year - 2 : 0,
    });
  });
  const next = movements.length + 1;
  movements.push(
    {
      ...base(next, 4, 50_000, 'paypal'),
      kind: 'giroconto',
      description: 'Da PayPal al conto',
      toAccount: 'banca',
    },
    {
      ...base(next + 1, 9, 30_000, 'cassa'),
      kind: 'giroconto',
      description: 'Versamento del contante in banca',
      toAccount: 'banca',
    },
  );
  if (year === CLOSED_YEAR) {
    // The two public contributions of the year: 6,000 + 4,500 euro.
    movements.push(
      {
        ...base(next + 2, 6, 600_000, 'banca'),
        kind: 'entrata',
        description: 'Contributo comunale',
        line: 'E-A8',
        ...(publicBodies[0] ?? { payer: '', payerFiscalCode: '', reason: '' }),
        fivePerThousandYear: 0,
      },
      {
        ...base(next + 3, 10, 450_000, 'banca'),
        kind: 'entrata',
        description: 'Contributo regionale',
        line: 'E-A8',
        ...(publicBodies[1] ?? { payer: '', payerFiscalCode: '', reason: '' }),
        fivePerThousandYear: 0,
      },
    );
  } else {
    // The 5x1000 of 2024, received in July, and what it paid for.
    const spent = (
      n: number,
      month: number,
      cents: number,
      line: string,
      supplier: string,
      category: 'beni-servizi' | 'funzionamento' | 'risorse-umane' | 'accantonamento',
    ) => ({
      ...base(n, month, cents, 'banca' as MoneyAccount),
      kind: 'uscita' as const,
      description: `Pagato con il 5 per mille 2024`,
      line,
      supplier,
      horseSlug: '',
      eventSlug: '',
      fivePerThousandYear: 2024,
      fivePerThousandCategory: category,
      attachmentPath: '',
    });
    movements.push(
      {
        ...base(next + 2, 7, 2_150_000, 'banca'),
        date: `${year}-07-15`,
        kind: 'entrata',
        description: '5 per mille, anno finanziario 2024',
        line: 'E-A5',
        payer: 'Ministero del Lavoro e delle Politiche Sociali',
        payerFiscalCode: '',
        reason: '',
        fivePerThousandYear: 2024,
      },
      spent(next + 3, 8, 820_000, 'U-A1', 'Consorzio agrario di zona', 'beni-servizi'),
      spent(next + 4, 9, 460_000, 'U-A2', 'Studio veterinario Colli', 'beni-servizi'),
      spent(next + 5, 10, 240_000, 'U-E3', 'Affitto sede', 'funzionamento'),
      spent(next + 6, 11, 300_000, 'U-A4', 'Compenso istruttrice', 'risorse-umane'),
    );
    movements.push({
      id: DEMO_INVOICE_ID,
      date: `${year}-03-12`,
      amountCents: 64_000,
      account: 'banca',
      recordedAt,
      recordedBy: RECORDED_BY,
      kind: 'uscita',
      description: 'Fieno, 80 balle',
      line: 'U-A1',
      supplier: 'Consorzio agrario di zona',
      horseSlug: '',
      eventSlug: '',
      fivePerThousandYear: 0,
      fivePerThousandCategory: '',
      attachmentPath: DEMO_INVOICE_PATH,
    });
  }
  return movements;
}

/** Both years' movements and year documents, as the seed stores them. */
export function buildDemoBooks(): {
  movements: DemoMovement[];
  years: { year: number; openingCents: Record<MoneyAccount, number>; closed: boolean }[];
} {
  const closed = movementsOf(CLOSED_YEAR);
  const open = movementsOf(OPEN_YEAR);
  const openings2026 = closingBalances(
    computeRendiconto(CLOSED_YEAR, closed, { openingCents: openings2025 }),
  );
  return {
    movements: [...closed, ...open],
    years: [
      { year: CLOSED_YEAR, openingCents: openings2025, closed: true },
      { year: OPEN_YEAR, openingCents: openings2026, closed: false },
    ],
  };
}

export async function seedDemoBooks(db: Firestore, storage: FirebaseStorage): Promise<number> {
  const { movements, years } = buildDemoBooks();
  const batch = db.batch();
  for (const { id: movementId, recordedAt, ...data } of movements) {
    batch.set(db.doc(`${BOOKS_MOVEMENTS}/${movementId}`), {
      ...data,
      recordedAt: Timestamp.fromDate(recordedAt),
    });
  }
  for (const { year, openingCents, closed } of years) {
    batch.set(db.doc(`${BOOKS_YEARS}/${year}`), {
      openingCents: Object.fromEntries(
        moneyAccounts.map((account) => [account, openingCents[account]]),
      ),
      closed,
      closedAt: closed ? Timestamp.fromDate(new Date(`${year + 1}-03-31T10:00:00Z`)) : null,
      closedBy: closed ? RECORDED_BY : '',
    });
  }
  await batch.commit();
  await uploadBytes(
    ref(storage, DEMO_INVOICE_PATH),
    minimalPdf('Fattura n. 112: fieno, 80 balle'),
    {
      contentType: 'application/pdf',
      cacheControl: 'private, no-store',
    },
  );
  return movements.length;
}
