import { useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { useAction } from '#src/hooks/use-action';
import { signInStaff } from '../api/auth-api';
import { loginMessages } from '../model/login-errors';
import type { SignedInUser } from '#src/lib/session/signed-in-user';

export interface LoginFormProps {
  readonly onSignedIn: (user: SignedInUser) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const signIn = useAction(async (address: string, secret: string) => {
    const result = await signInStaff(address, secret);
    if (result.success) onSignedIn(result.data);
    return result;
  }, 'Sign-in');
  const busy = signIn.pending;
  const error = empty ? loginMessages.emptyFields : signIn.error;
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    signIn.reset();
    const missing = email.trim() === '' || password === '';
    setEmpty(missing);
    if (!missing) signIn.run(email.trim(), password);
  }

  const describedBy = error ? errorId : undefined;

  return (
    <Form noValidate onSubmit={submit} className="admin-login__form" aria-busy={busy}>
      <Form.Group className="mb-3" controlId="admin-login-email">
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
          aria-describedby={describedBy}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="admin-login-password">
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
          aria-describedby={describedBy}
        />
      </Form.Group>
      <BusyButton
        type="submit"
        className="btn btn-primary w-100"
        pending={busy}
        pendingText="Accesso in corso…"
      >
        Entra
      </BusyButton>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </p>
        )}
      </div>
    </Form>
  );
}
