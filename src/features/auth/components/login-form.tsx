import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { signInStaff } from '../api/auth-api';
import { loginMessages } from '../model/login-errors';
import type { SignedInUser } from '#src/lib/session/signed-in-user';

export interface LoginFormProps {
  readonly onSignedIn: (user: SignedInUser) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '' || password === '') {
      setError(loginMessages.emptyFields);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await signInStaff(email.trim(), password);
    if (result.success) {
      onSignedIn(result.data);
      return;
    }
    setBusy(false);
    setError(result.error.message);
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
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />}
        Entra
      </Button>
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
