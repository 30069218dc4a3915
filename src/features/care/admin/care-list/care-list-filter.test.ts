import {
  careFilters,
  choiceOfState,
  stateChoices,
  stateFromChoice,
  typeChoices,
} from './care-list-filter';

const read = (query: string) => careFilters.fromParams(new URLSearchParams(query));

describe('the care list filters in the URL', () => {
  it('read the type and the state, the defaults when missing', () => {
    expect(read('')).toEqual({ state: 'da-fare' });
    expect(read('tipo=Maniscalco&stato=tutte')).toEqual({ type: 'Maniscalco', state: 'tutte' });
    expect(read('stato=in-ritardo')).toEqual({ state: 'in-ritardo' });
    expect(read('stato=in-scadenza&tipo=Sverminazione')).toEqual({
      type: 'Sverminazione',
      state: 'in-scadenza',
    });
  });

  it('read an unknown or non-recurring value as the default', () => {
    expect(read('tipo=Visita+veterinaria&stato=presto')).toEqual({ state: 'da-fare' });
    expect(read('tipo=maniscalco&stato=Tutte')).toEqual({ state: 'da-fare' });
    expect(read('tipo=&stato=')).toEqual({ state: 'da-fare' });
  });

  it('write only what differs from the defaults', () => {
    expect(careFilters.toParams({ state: 'da-fare' }).toString()).toBe('');
    expect(careFilters.toParams({ type: 'Dentista', state: 'da-fare' }).toString()).toBe(
      'tipo=Dentista',
    );
    expect(careFilters.toParams({ type: 'Maniscalco', state: 'tutte' }).toString()).toBe(
      'tipo=Maniscalco&stato=tutte',
    );
    for (const query of [
      '',
      'tipo=Vaccinazione',
      'stato=in-ritardo',
      'tipo=Dentista&stato=tutte',
    ]) {
      expect(careFilters.toParams(read(query)).toString()).toBe(query);
    }
  });

  it('offer every type and every state, the defaults as the empty choice', () => {
    expect(typeChoices).toEqual([
      { value: '', label: 'Tutti i tipi' },
      { value: 'Maniscalco', label: 'Maniscalco' },
      { value: 'Vaccinazione', label: 'Vaccinazione' },
      { value: 'Dentista', label: 'Dentista' },
      { value: 'Sverminazione', label: 'Sverminazione' },
    ]);
    expect(stateChoices).toEqual([
      { value: '', label: 'Da fare: in ritardo o in scadenza' },
      { value: 'in-ritardo', label: 'In ritardo' },
      { value: 'in-scadenza', label: 'In scadenza' },
      { value: 'tutte', label: 'Tutte' },
    ]);
    expect(stateFromChoice('')).toBe('da-fare');
    expect(stateFromChoice('tutte')).toBe('tutte');
    expect(stateFromChoice('altro')).toBe('da-fare');
    expect(choiceOfState('da-fare')).toBe('');
    expect(choiceOfState('in-scadenza')).toBe('in-scadenza');
  });
});
