import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { enrolVolunteer } from '../../api/register-api';
import type * as RegisterApi from '../../api/register-api';
import { EnrolmentForm } from './enrolment-form';
import { enrolmentPrefill, enrolmentPrefillQuery } from './enrolment-prefill';

vi.mock('../../api/register-api', async (original) => ({
  ...(await original<typeof RegisterApi>()),
  enrolVolunteer: vi.fn(),
}));

afterEach(() => vi.mocked(enrolVolunteer).mockReset());

function renderForm() {
  return renderAdmin(
    <EnrolmentForm prefill={{ givenName: 'Mario', familyName: 'Rossi', applicationId: 'abc' }} />,
    {
      path: '/admin/volunteer-register/new',
      routes: { '/admin/volunteer-register/:id': <h1>Scheda iscrizione</h1> },
    },
  );
}

const fill = async (label: RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
};

describe('EnrolmentForm', () => {
  it('names every missing field at the first try, and writes nothing', async () => {
    renderForm();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Mario');
    expect(screen.getByText('Dalla candidatura abc.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iscrivi nel registro' }));
    expect(screen.getByText('Scegli la sezione.')).toBeInTheDocument();
    expect(screen.getByText('Scrivi il codice fiscale.')).toBeInTheDocument();
    expect(screen.getByText('Indica la data di nascita.')).toBeInTheDocument();
    expect(screen.getByText('Scrivi la residenza (o il domicilio).')).toBeInTheDocument();
    expect(enrolVolunteer).not.toHaveBeenCalled();
  });

  it('checks the codice fiscale against the name and birth date as one types', async () => {
    renderForm();
    await fill(/^Data di nascita/, '1985-12-11');
    await fill(/^Codice fiscale/, 'RSSMRA85T10A562');
    // Still being typed: not yet an error.
    expect(screen.queryByText(/non corrisponde/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Codice fiscale/), 'S');
    expect(
      screen.getByText(
        'La data di nascita nel codice (10/12/85) non corrisponde a quella indicata (11/12/1985).',
      ),
    ).toBeInTheDocument();
    await fill(/^Data di nascita/, '1985-12-10');
    expect(screen.queryByText(/non corrisponde/)).not.toBeInTheDocument();
    await fill(/^Codice fiscale/, 'RSSMRA85T10A562T');
    expect(screen.getByText(/Il carattere di controllo non torna/)).toBeInTheDocument();
  });

  it('enrols a valid draft and opens the entry; a failure stays on the form in red', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(enrolVolunteer).mockResolvedValueOnce(
      fail(
        'aborted',
        "Un'altra persona dello staff ha scritto nel registro nello stesso momento e il numero è stato preso: riprova.",
      ),
    );
    vi.mocked(enrolVolunteer).mockResolvedValueOnce(ok({ id: 'occasionale-000003', number: 3 }));
    renderForm();
    await userEvent.click(screen.getByLabelText('Volontari occasionali'));
    await fill(/^Data di nascita/, '1985-12-10');
    await fill(/^Luogo di nascita/, 'Roma');
    await fill(/^Codice fiscale/, 'rssmra85t10a562s');
    await fill(/^Residenza/, 'Via Roma 1, Roma');
    await userEvent.click(screen.getByRole('button', { name: 'Iscrivi nel registro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/il numero è stato preso: riprova/);
    expect(enrolVolunteer).toHaveBeenCalledWith(
      staffUser,
      expect.objectContaining({
        section: 'occasionale',
        fiscalCode: 'rssmra85t10a562s',
        applicationId: 'abc',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Iscrivi nel registro' }));
    expect(await screen.findByRole('heading', { name: 'Scheda iscrizione' })).toBeInTheDocument();
  });
});

describe('enrolmentPrefill', () => {
  it('reads the route state first, then the query, and makes the query back', () => {
    const query = new URLSearchParams(
      'nome=Anna&cognome=Costa&email=anna@example.org&telefono=333&candidatura=xyz',
    );
    expect(enrolmentPrefill(null, query)).toEqual({
      givenName: 'Anna',
      familyName: 'Costa',
      email: 'anna@example.org',
      phone: '333',
      applicationId: 'xyz',
    });
    expect(enrolmentPrefill({ givenName: 'Ada', phone: 7 }, new URLSearchParams())).toEqual({
      givenName: 'Ada',
    });
    expect(enrolmentPrefillQuery({ givenName: 'Anna', applicationId: 'xyz' })).toBe(
      'nome=Anna&candidatura=xyz',
    );
  });
});
