import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mailKindLabel } from '../admin/mail-cells';
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
