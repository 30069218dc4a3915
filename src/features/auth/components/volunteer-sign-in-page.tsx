import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { logoPath } from '#src/config/site';
import { useAction } from '#src/hooks/use-action';
import { isVolunteerSignInLink, signInWithLink } from '../api/auth-api';
import { volunteerSignInTexts } from '../model/login-errors';

/**
 * Where the link staff send a volunteer lands (decision 87): on the phone it was opened on, the
 * person types the address it was sent to once more (so a forwarded link signs nobody else in).
 */
export function VolunteerSignInPage() {
  const navigate = useNavigate();
  const [href] = useState(() => window.location.href);
  const [email, setEmail] = useState('');
  const signIn = useAction(async (address: string) => {
    const result = await signInWithLink(address, href);
    if (result.success) await navigate(paths.adminHorses(), { replace: true });
    return result;
  }, 'Sign-in with a link');
  const isLink = isVolunteerSignInLink(href);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '') signIn.run(email);
  };

  return (
    <main className="admin-login">
      <PageHead title={volunteerSignInTexts.title} noindex />
      <div className="admin-login__card">
        <Link to={paths.home()} className="admin-login__brand">
          <img src={logoPath} alt="" width={64} height={64} />
          <span>{association.name}</span>
        </Link>
        <h1 className="admin-login__title">{volunteerSignInTexts.title}</h1>
        {isLink ? (
          <form noValidate onSubmit={submit} className="admin-login__form">
            <p>{volunteerSignInTexts.intro}</p>
            <div className="mb-3">
              <label className="form-label" htmlFor="volunteer-email">
                {volunteerSignInTexts.email}
              </label>
              <input
                id="volunteer-email"
                type="email"
                className="form-control"
                autoComplete="username"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <BusyButton type="submit" className="btn btn-primary w-100" pending={signIn.pending}>
              {volunteerSignInTexts.submit}
            </BusyButton>
            {signIn.error && (
              <p className="alert alert-danger mt-3 mb-0" role="alert">
                {signIn.error}
              </p>
            )}
          </form>
        ) : (
          <p className="alert alert-warning" role="status">
            {volunteerSignInTexts.notALink}{' '}
            <Link to={paths.adminLogin()}>{volunteerSignInTexts.login}</Link>
          </p>
        )}
      </div>
    </main>
  );
}
