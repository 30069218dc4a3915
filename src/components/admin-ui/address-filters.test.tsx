import { screen } from '@testing-library/react';
import { renderAdmin } from '#src/test-support/render-admin';
import { addressFilters, textParam, useAddressFilters } from './address-filters';

interface Filters {
  readonly colour?: 'red' | 'blue' | '';
  readonly size?: 1 | 0 | -1;
  readonly order: 'new' | 'old' | 'name';
  readonly search?: string;
}

const colourLabels = { red: 'Rosso', blue: 'Blu', '': 'Nessuno' } as const;

const filters = addressFilters<Filters>({
  colour: { param: 'colore', values: ['red', 'blue', ''], textOf: (value) => colourLabels[value] },
  size: { param: 'taglia', values: [1, 0, -1] },
  order: { param: 'ordine', values: ['new', 'old', 'name'], fallback: 'new' },
  search: textParam('q'),
});

const read = (query: string) => filters.fromParams(new URLSearchParams(query));
const write = (value: Filters) => filters.toParams(value).toString();

describe('filters kept in the address, from a table', () => {
  it('reads each filter by its parameter, a value by how the address writes it', () => {
    expect(read('colore=Rosso&taglia=-1&ordine=name&q=+ada+')).toEqual({
      colour: 'red',
      size: -1,
      order: 'name',
      search: 'ada',
    });
    // The empty value is a filter of its own, written as its label.
    expect(read('colore=Nessuno')).toEqual({ colour: '', order: 'new' });
    expect(read('taglia=0')).toEqual({ size: 0, order: 'new' });
  });

  it('ignores a value it does not know, without failing: a fallback or no filter', () => {
    expect(read('')).toEqual({ order: 'new' });
    expect(read('colore=red&taglia=2&ordine=Name&q=+++')).toEqual({ order: 'new' });
    expect(read('colore=&taglia=&ordine=')).toEqual({ order: 'new' });
    expect(read('colore=rosso&taglia=1.0&taglia=x&ordine=%00')).toEqual({ order: 'new' });
    expect(read('altro=1&colore=Blu&colore=Rosso')).toEqual({ colour: 'blue', order: 'new' });
    expect(read('q=%E2%9C%93%3Cscript%3E')).toEqual({ search: '✓<script>', order: 'new' });
  });

  it('writes only what filters, in the order of the table, never the fallback', () => {
    expect(write({ order: 'new' })).toBe('');
    expect(write({ search: ' leila ', order: 'old', size: 1, colour: 'blue' })).toBe(
      'colore=Blu&taglia=1&ordine=old&q=leila',
    );
    expect(write({ colour: '', order: 'new', search: '   ' })).toBe('colore=Nessuno');
    expect(write({ colour: undefined, size: undefined, order: 'new', search: undefined })).toBe('');
  });

  it('reads back what it writes, and writes back the addresses it reads', () => {
    const all: Filters[] = [
      { order: 'new' },
      { colour: '', size: -1, order: 'name', search: 'Sugar Smart Spot' },
      { colour: 'red', size: 0, order: 'old' },
      { search: "d'Aosta & co.", order: 'new' },
    ];
    for (const value of all) expect(read(write(value))).toEqual(value);
    for (const query of ['', 'colore=Nessuno&ordine=old', 'taglia=0&q=a%2Bb', 'q=Ada+Rossi']) {
      expect(write(read(query))).toBe(query);
    }
  });
});

function Page() {
  const { filters: current, key, change } = useAddressFilters(filters);
  return (
    <>
      <p>{`filtri: ${JSON.stringify(current)}`}</p>
      <p>{`chiave: ${key}`}</p>
      <button type="button" onClick={() => change({ ...current, size: 1, search: ' ada ' })}>
        Filtra
      </button>
    </>
  );
}

describe('a list reading its filters from the address', () => {
  it('reads them, keys its read on their normalised address, and writes a change there', async () => {
    const { events, location } = renderAdmin(<Page />, {
      path: '/admin/lista?ordine=old&taglia=9&colore=Blu&q=+',
      route: '/admin/lista',
    });
    expect(screen.getByText('filtri: {"colour":"blue","order":"old"}')).toBeInTheDocument();
    expect(screen.getByText('chiave: colore=Blu&ordine=old')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Filtra' }));
    expect(location()).toBe('/admin/lista?colore=Blu&taglia=1&ordine=old&q=ada');
    expect(screen.getByText('chiave: colore=Blu&taglia=1&ordine=old&q=ada')).toBeInTheDocument();
  });
});
