import { collectionFilterChoices, logFilters } from './log-filters';

describe('the log filters in the URL', () => {
  it('reads a known collection and a trimmed slug, and ignores anything else', () => {
    expect(logFilters.fromParams(new URLSearchParams('collection=events&slug=+festa+'))).toEqual({
      collection: 'events',
      slug: 'festa',
    });
    expect(logFilters.fromParams(new URLSearchParams('collection=utenti&slug=+++'))).toEqual({});
    expect(logFilters.fromParams(new URLSearchParams(''))).toEqual({});
  });

  it('writes only the filters that filter', () => {
    expect(logFilters.toParams({ collection: 'horses', slug: ' leila ' }).toString()).toBe(
      'collection=horses&slug=leila',
    );
    expect(logFilters.toParams({ slug: '  ' }).toString()).toBe('');
    expect(logFilters.toParams({}).toString()).toBe('');
  });

  it('offers Tutte and every logged collection', () => {
    expect(collectionFilterChoices.map((choice) => choice.label)).toEqual([
      'Tutte',
      'Cavalli',
      'Eventi',
      'Notizie dai cavalli',
      'Cure dei cavalli',
      'Intervalli delle cure',
      'Documenti dei cavalli',
      'Candidature adozione',
      'Candidature cessione',
      'Candidature cerchie',
      'E-mail',
      'Disiscrizioni dalle notizie',
      'Accessi dei volontari',
      'Registro dei volontari',
      'Stampe del registro dei volontari',
      "Controlli dopo l'adozione",
      "Visite di controllo dopo l'adozione",
      'Impostazioni',
      'Prima nota',
      'Esercizi contabili',
      'Turni settimanali',
      'Turni',
      'Impostazioni dei turni',
      'Sostenitori',
      'Registro delle donazioni',
      'Richieste della mail settimanale',
      'Mail settimanali "Da fare questa settimana"',
    ]);
    expect(collectionFilterChoices[0]?.value).toBe('');
  });
});
