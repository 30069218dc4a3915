import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingLine } from './import-line';
import { matchLines, type MatchCircleMember, type MatchSupporter } from './matching';
import { readExport } from './read-export';

const samples = join(import.meta.dirname, '..', 'samples');

async function sampleLines(name: string): Promise<IncomingLine[]> {
  const reading = await readExport(new Uint8Array(readFileSync(join(samples, name))));
  if (!reading.ok) throw new Error(reading.problem.message);
  return [...reading.export.lines];
}

const supporter = (
  id: string,
  givenName: string,
  familyName: string,
  more: Partial<MatchSupporter> = {},
): MatchSupporter => ({
  id,
  givenName,
  familyName,
  fiscalCode: '',
  email: '',
  circleApplicationIds: [],
  ...more,
});

const member = (
  applicationId: string,
  reference: string,
  horse: string,
  givenName: string,
  familyName: string,
): MatchCircleMember => ({
  applicationId,
  reference,
  horseSlug: horse.toLowerCase(),
  horseName: horse,
  givenName,
  familyName,
});

const lists = {
  supporters: [
    supporter('s-ferraris', 'Giulia', 'Ferraris', { fiscalCode: 'FRRGLI84C52L219C' }),
    supporter('s-bellandi', 'Marco', 'Bellandi', {
      email: 'marco.bellandi@example.com',
      circleApplicationIds: ['c-t4xc'],
    }),
    supporter('s-gallo', 'Marta', 'Gallo', { circleApplicationIds: ['c-gallo'] }),
    supporter('s-colombini', 'Davide', 'Colombini', { fiscalCode: 'CLMDVD68A30A944I' }),
    supporter('s-rinaldi', 'Paolo', 'Rinaldi', {
      email: 'paolo.rinaldi@example.net',
      fiscalCode: 'RNLPLA88D17G702U',
    }),
    supporter('s-santoro', 'Chiara', 'Santoro', { fiscalCode: 'SNTCHR91H65F205A' }),
    // Two people of one name: the name alone proposes neither.
    supporter('s-bellini-1', 'Luca', 'Bellini'),
    supporter('s-bellini-2', 'Luca', 'Bellini'),
  ],
  members: [
    member('c-t4xc', 'T4XC-W6SW', 'Tom', 'Marco', 'Bellandi'),
    member('c-gallo', 'GALL-0001', 'Ada', 'Marta', 'Gallo'),
    member('c-colombo', 'COLO-0002', 'Gerba', 'Sara', 'Colombo'),
  ],
};

describe('matching the bank sample', () => {
  it('proposes supporters and circles, and none for money out', async () => {
    const matched = matchLines(await sampleLines('banca-estratto-conto.csv'), lists);
    const at = (line: number) => matched.find((entry) => entry.line.line === line);

    expect(at(7)?.proposal).toMatchObject({
      supporterId: 's-gallo',
      supporterReason: 'nome',
      purpose: 'cerchia',
      circleApplicationId: 'c-gallo',
      horseSlug: 'ada',
      method: 'bonifico',
      account: 'banca',
      traceable: true,
    });
    expect(at(8)?.proposal).toMatchObject({
      supporterId: 's-ferraris',
      supporterReason: 'codice fiscale',
      purpose: 'generale',
    });
    expect(at(10)?.proposal).toMatchObject({
      supporterId: 's-bellandi',
      purpose: 'cerchia',
      circleApplicationId: 'c-t4xc',
    });
    // Two supporters named Luca Bellini: none proposed.
    expect(at(13)?.proposal).toMatchObject({ supporterId: '', supporterReason: '' });
    // A member without a supporter record yet: the circle, no supporter.
    expect(at(16)?.proposal).toMatchObject({
      supporterId: '',
      purpose: 'cerchia',
      circleApplicationId: 'c-colombo',
    });
    // Cash paid in at the counter: not traceable.
    expect(at(17)?.proposal).toMatchObject({ method: 'contanti', traceable: false });
    expect(at(18)?.proposal).toMatchObject({
      supporterId: 's-colombini',
      supporterReason: 'codice fiscale',
    });
    // A company nobody knows: general, no supporter.
    expect(at(11)?.proposal).toMatchObject({ supporterId: '', purpose: 'generale' });
    for (const line of [9, 12, 15, 21]) {
      expect(at(line)).toMatchObject({ outgoing: true, proposal: null });
    }
  });
});

describe('matching PayPal and Stripe', () => {
  it('takes the payer by e-mail before the member quoted, and the circle from the reference', async () => {
    const matched = matchLines(await sampleLines('paypal-attivita.csv'), lists);
    expect(matched[1]?.proposal).toMatchObject({
      supporterId: 's-rinaldi',
      supporterReason: 'e-mail',
      purpose: 'cerchia',
      circleApplicationId: 'c-t4xc',
      method: 'paypal',
      account: 'paypal',
    });
    expect(matched[4]?.proposal).toMatchObject({ supporterId: 's-santoro' });
    expect(matched[3]).toMatchObject({ outgoing: true, proposal: null });
  });

  it('pays by card through Stripe, and a refund is money out', async () => {
    const matched = matchLines(await sampleLines('stripe-pagamenti.csv'), lists);
    expect(matched[0]?.proposal).toMatchObject({
      supporterId: 's-ferraris',
      supporterReason: 'nome',
      method: 'carta',
      account: 'stripe',
    });
    expect(matched[3]).toMatchObject({ outgoing: true });
    expect(matched[4]?.proposal).toMatchObject({
      supporterId: 's-rinaldi',
      supporterReason: 'codice fiscale',
    });
  });

  it('proposes nothing from a reference nobody holds', () => {
    const line: IncomingLine = {
      source: 'banca',
      line: 2,
      date: '2026-03-01',
      valueDate: '2026-03-01',
      amountCents: 1000,
      description: 'CERCHIA ZZZZ-9999 BONIFICO 2026 0001',
      counterparty: '',
      email: '',
      transactionId: '',
      importKey: 'banca-x',
    };
    expect(matchLines([line], lists)[0]?.proposal).toMatchObject({
      supporterId: '',
      purpose: 'generale',
    });
  });
});
