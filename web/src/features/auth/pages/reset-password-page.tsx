// /reset-password?token=: choose a new password.
import { useSitePageTitle } from '../auth-site.tsx';
import { AuthCard } from '../components/auth-card/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form/reset-password-form.tsx';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  useSitePageTitle();
  return (
    <AuthCard title="Reset password">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
