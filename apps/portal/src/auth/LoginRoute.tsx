import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from './session';

/**
 * /login?email=…&success=…&message=… (the return from sign-up or a sign-in link): signs in with the email
 * prefilled, coming back home, and goes home meanwhile. Without an email, or when already signed in, it only goes
 * home. The message is not shown: it comes from the address bar, so anyone could word it.
 */
export function LoginRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const shouldSignIn = email !== '' && session.status !== 'signed-in';
  const { signIn } = session;

  useEffect(() => {
    if (shouldSignIn) signIn('/', { loginHint: email });
  }, [shouldSignIn, signIn, email]);

  return <Navigate to="/" replace />;
}
