import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mailKindLabel } from '../admin/mail-cells';
import { association } from '#src/config/association';
import { mailRecordSchema, templateLabels } from './mail-record';

describe('the words for a mail', () => {
  it('name every template of the repository, in Italian', () => {
    const templates = readdirSync(join(process.cwd(), 'mail', 'templates'));
    expect(templates.filter((name) => !templateLabels[name])).toEqual([]);
  });

  it("say a news mail's language, as a staff message's", () => {
    const stored = (name: string, data: Record<string, unknown> = {}) =>
      mailRecordSchema.parse({ slug: 'm.news-x', to: 'a@b.it', template: { name, data } });
    expect(mailKindLabel(stored('horse-news-it'))).toBe('Notizia di un cavallo alla cerchia');
    expect(mailKindLabel(stored('horse-news-en'))).toBe(
      'Notizia di un cavallo alla cerchia (inglese)',
    );
    expect(mailKindLabel(stored('staff-message-en', { preset: 'declined' }))).toMatch(
      /\(inglese\)$/,
    );
  });
});

describe("a mail's subject", () => {
  const stored = (name: string, data?: Record<string, unknown>) =>
    mailRecordSchema.parse({ slug: 'x.received', to: 'a@b.it', template: { name, data } });

  it('is what its template makes of its data, as the extension sends it', () => {
    expect(stored('application-received-it', { kind: 'adoption', adoption: true }).subject).toBe(
      `Abbiamo ricevuto la tua domanda di adozione – ${association.name}`,
    );
    expect(stored('application-received-en', { kind: 'circle', circle: true }).subject).toBe(
      `We have received your supporter circle application – ${association.name}`,
    );
    const notice = { kind: 'cession', cession: true, id: 'x', region: 'Lazio', horses: [] };
    expect(stored('application-notice', notice).subject).toBe('Nuova domanda di cessione (Lazio)');
    expect(stored('horse-news-en', { horseName: 'Ada', title: "Ada's day" }).subject).toBe(
      "News from Ada: Ada's day",
    );
    expect(stored('staff-message-it', { subject: "Visita all'Oasi" }).subject).toBe(
      "Visita all'Oasi",
    );
  });

  it("is the data's own subject for a template the site does not have, else empty", () => {
    expect(stored('old-template', { subject: 'Vecchio' }).subject).toBe('Vecchio');
    expect(stored('old-template').subject).toBe('');
  });
});
