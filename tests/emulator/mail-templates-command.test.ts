import { readdirSync } from 'node:fs';
import { association } from '../../src/config/association.ts';
import { mailTemplatesDir, TEMPLATES } from '../../tools/mail/templates.ts';
import { adminDb, clearFirestore, deleteAdminApps } from '../support/emulators.ts';
import { runScript } from '../support/scripts.ts';

// `npm run mail-templates`, the step of the deploy (and of the seed's loading) that gives the
// Trigger Email extension its templates and the rules the association's addresses.

const db = adminDb();

beforeEach(clearFirestore);
afterAll(deleteAdminApps);

describe('the npm run mail-templates command', () => {
  it("writes every template of the repository with the site's links, and the notification addresses", async () => {
    const run = await runScript('mail-templates.ts', ['--site-url', 'https://prova.example/']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('links to https://prova.example/');

    const templates = await db.collection(TEMPLATES).get();
    expect(templates.docs.map((doc) => doc.id).sort()).toEqual(
      readdirSync(mailTemplatesDir).sort(),
    );
    for (const template of templates.docs) {
      expect(Object.keys(template.data()).sort()).toEqual(['html', 'subject', 'text']);
      // Every value the repository's files name is written in.
      expect(JSON.stringify(template.data())).not.toMatch(/\[\[/);
    }
    const notice = templates.docs.find((doc) => doc.id === 'application-notice')?.data();
    expect(notice?.text).toContain('https://prova.example/admin/');
    const news = templates.docs.find((doc) => doc.id === 'horse-news-en')?.data();
    expect(news?.text).toContain('https://prova.example/en/unsubscribe?m=');
    expect((await db.doc('settings/mail').get()).data()).toEqual({
      notify: association.notificationEmail,
    });
    expect((await db.doc('settings/insurance').get()).data()).toEqual(association.insurance);
  });

  it('refuses a real project without the https address of its site, and writes nothing', async () => {
    const run = await runScript('mail-templates.ts', ['--project', 'equinozio-odv']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--site-url https:\/\//);
    expect((await db.collection(TEMPLATES).get()).size).toBe(0);
  });
});
