// Model D, the rendiconto per cassa of a Third Sector body (decree of the Ministry of Labour of
// 5 March 2020, annex D; art. 13 c.2 D.Lgs. 117/2017), as data: every line with its official
// numbering and its Italian label, in the model's order. The cash book tags each movement with one
// line's id; the rendiconto (`rendiconto.ts`) sums the movements per line and per section.
//
// A line's id is its side, its section and its number: `U-A1` is "A) Uscite ... 1) Materie
// prime ...", `E-A5` is "A) Entrate ... 5) Entrate del 5 per mille", `U-I1` the first investment,
// `E-I4` the fourth disinvestment (loans received), `U-IMP` the taxes. firestore.rules checks a
// movement's line with the same pattern (`modelDLinePattern`).

/** Uscite (costs) or Entrate (income). */
export type ModelDSide = 'U' | 'E';

/** The management sections A-E, then investments and disinvestments (`I`) and taxes (`IMP`). */
export const modelDSections = ['A', 'B', 'C', 'D', 'E', 'I', 'IMP'] as const;
export type ModelDSection = (typeof modelDSections)[number];
/** The sections of the management (gestione): what the "avanzo d'esercizio" sums. */
export const managementSections = ['A', 'B', 'C', 'D', 'E'] as const;

export interface ModelDLine {
  readonly id: string;
  readonly side: ModelDSide;
  readonly section: ModelDSection;
  /** The model's number within its section and side (0 for taxes, which have none). */
  readonly number: number;
  /** The model's label, as printed after the number. */
  readonly label: string;
}

/** The model's headings of each section, per side. */
export const modelDSectionTitles: Record<ModelDSection, Record<ModelDSide, string>> = {
  A: {
    U: 'A) Uscite da attività di interesse generale',
    E: 'A) Entrate da attività di interesse generale',
  },
  B: { U: 'B) Uscite da attività diverse', E: 'B) Entrate da attività diverse' },
  C: {
    U: 'C) Uscite da attività di raccolta fondi',
    E: 'C) Entrate da attività di raccolta fondi',
  },
  D: {
    U: 'D) Uscite da attività finanziarie e patrimoniali',
    E: 'D) Entrate da attività finanziarie e patrimoniali',
  },
  E: { U: 'E) Uscite di supporto generale', E: 'E) Entrate di supporto generale' },
  I: {
    U: 'Uscite da investimenti in immobilizzazioni o da deflussi di capitale di terzi',
    E: 'Entrate da disinvestimenti in immobilizzazioni o da flussi di capitale di terzi',
  },
  IMP: { U: 'Imposte', E: '' },
};

/** The model's result lines (avanzo/disavanzo), by what they sum. */
export const modelDResultTitles = {
  A: 'Avanzo/disavanzo attività di interesse generale (+/-)',
  B: 'Avanzo/disavanzo attività diverse (+/-)',
  C: 'Avanzo/disavanzo attività di raccolta fondi (+/-)',
  D: 'Avanzo/disavanzo attività finanziarie e patrimoniali (+/-)',
  E: 'Avanzo/disavanzo attività di supporto generale (+/-)',
  management: "Avanzo/disavanzo d'esercizio prima delle imposte (+/-)",
  afterTaxes:
    "Avanzo/disavanzo d'esercizio prima di investimenti e disinvestimenti patrimoniali, e finanziamenti (+/-)",
  I: 'Avanzo/disavanzo da entrate e uscite per investimenti e disinvestimenti patrimoniali, e finanziamenti (+/-)',
  overall: 'Avanzo/disavanzo complessivo (+/-)',
} as const;

/** The year-end cash and bank lines: cash is `cassa`, the bank and payment accounts are deposits. */
export const modelDCashTitles = {
  heading: 'Cassa e banca',
  cash: 'Cassa',
  deposits: 'Depositi bancari e postali',
} as const;

/** The optional figurative costs and income (costi e proventi figurativi), by activity. */
export const modelDFigurativeTitles = {
  heading: 'Costi e proventi figurativi',
  costs: 'Costi figurativi',
  income: 'Proventi figurativi',
  generalInterest: '1) da attività di interesse generale',
  otherActivities: '2) da attività diverse',
} as const;

const line = (side: ModelDSide, section: ModelDSection, number: number, label: string) => ({
  id: section === 'IMP' ? 'U-IMP' : `${side}-${section}${number}`,
  side,
  section,
  number,
  label,
});

const operatingCosts = (section: 'A' | 'B' | 'E', fifth: string): ModelDLine[] => [
  line('U', section, 1, 'Materie prime, sussidiarie, di consumo e di merci'),
  line('U', section, 2, 'Servizi'),
  line('U', section, 3, 'Godimento beni di terzi'),
  line('U', section, 4, 'Personale'),
  line('U', section, 5, fifth),
];

/** Every line of model D, costs then income, section by section, in the model's order. */
export const modelDLines: readonly ModelDLine[] = [
  ...operatingCosts('A', 'Uscite diverse di gestione'),
  line('E', 'A', 1, 'Entrate da quote associative e apporti dei fondatori'),
  line('E', 'A', 2, 'Entrate dagli associati per attività mutuali'),
  line('E', 'A', 3, 'Entrate per prestazioni e cessioni ad associati e fondatori'),
  line('E', 'A', 4, 'Erogazioni liberali'),
  line('E', 'A', 5, 'Entrate del 5 per mille'),
  line('E', 'A', 6, 'Contributi da soggetti privati'),
  line('E', 'A', 7, 'Entrate per prestazioni e cessioni a terzi'),
  line('E', 'A', 8, 'Contributi da enti pubblici'),
  line('E', 'A', 9, 'Entrate da contratti con enti pubblici'),
  line('E', 'A', 10, 'Altre entrate'),
  ...operatingCosts('B', 'Uscite diverse di gestione'),
  line('E', 'B', 1, 'Entrate per prestazioni e cessioni ad associati e fondatori'),
  line('E', 'B', 2, 'Contributi da soggetti privati'),
  line('E', 'B', 3, 'Entrate per prestazioni e cessioni a terzi'),
  line('E', 'B', 4, 'Contributi da enti pubblici'),
  line('E', 'B', 5, 'Entrate da contratti con enti pubblici'),
  line('E', 'B', 6, 'Altre entrate'),
  line('U', 'C', 1, 'Uscite per raccolte fondi abituali'),
  line('U', 'C', 2, 'Uscite per raccolte fondi occasionali'),
  line('U', 'C', 3, 'Altre uscite'),
  line('E', 'C', 1, 'Entrate da raccolte fondi abituali'),
  line('E', 'C', 2, 'Entrate da raccolte fondi occasionali'),
  line('E', 'C', 3, 'Altre entrate'),
  line('U', 'D', 1, 'Su rapporti bancari'),
  line('U', 'D', 2, 'Su investimenti finanziari'),
  line('U', 'D', 3, 'Su patrimonio edilizio'),
  line('U', 'D', 4, 'Su altri beni patrimoniali'),
  line('U', 'D', 5, 'Altre uscite'),
  line('E', 'D', 1, 'Da rapporti bancari'),
  line('E', 'D', 2, 'Da altri investimenti finanziari'),
  line('E', 'D', 3, 'Da patrimonio edilizio'),
  line('E', 'D', 4, 'Da altri beni patrimoniali'),
  line('E', 'D', 5, 'Altre entrate'),
  ...operatingCosts('E', 'Altre uscite'),
  line('E', 'E', 1, 'Entrate da distacco del personale'),
  line('E', 'E', 2, 'Altre entrate di supporto generale'),
  line('U', 'IMP', 0, 'Imposte'),
  line(
    'U',
    'I',
    1,
    'Investimenti in immobilizzazioni inerenti alle attività di interesse generale',
  ),
  line('U', 'I', 2, 'Investimenti in immobilizzazioni inerenti alle attività diverse'),
  line('U', 'I', 3, 'Investimenti in attività finanziarie e patrimoniali'),
  line('U', 'I', 4, 'Rimborso di finanziamenti per quota capitale e di prestiti'),
  line(
    'E',
    'I',
    1,
    'Disinvestimenti di immobilizzazioni inerenti alle attività di interesse generale',
  ),
  line('E', 'I', 2, 'Disinvestimenti di immobilizzazioni inerenti alle attività diverse'),
  line('E', 'I', 3, 'Disinvestimenti di attività finanziarie e patrimoniali'),
  line('E', 'I', 4, 'Ricevimento di finanziamenti e di prestiti'),
];

/** A movement's line id, as firestore.rules checks it: costs `U-…`, income `E-…`. */
export const modelDLinePattern = {
  U: /^U-(A[1-5]|B[1-5]|C[1-3]|D[1-5]|E[1-5]|I[1-4]|IMP)$/,
  E: /^E-(A([1-9]|10)|B[1-6]|C[1-3]|D[1-5]|E[1-2]|I[1-4])$/,
} as const;

const byId = new Map(modelDLines.map((entry) => [entry.id, entry]));

export function modelDLine(id: string): ModelDLine | undefined {
  return byId.get(id);
}

/** Lines of one side, for a form's choice: costs for an expense, income for other income. */
export function modelDLinesOf(side: ModelDSide): readonly ModelDLine[] {
  return modelDLines.filter((entry) => entry.side === side);
}

/** How a line reads in a list: `A.4 Erogazioni liberali`, `Imposte`. */
export function modelDLineName(entry: ModelDLine): string {
  return entry.section === 'IMP' ? entry.label : `${entry.section}.${entry.number} ${entry.label}`;
}

/** The lines where public bodies' contributions go (L. 124/2017 art. 1 c.125 counts them). */
export const publicContributionLines = ['E-A8', 'E-A9', 'E-B4', 'E-B5'] as const;
/** The line of the 5x1000 received. */
export const FIVE_PER_THOUSAND_LINE = 'E-A5';
