import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@club/shared';
import { links } from '../routes/paths';
import { useEmailVerification } from './useEmailVerification';

/** /email_verification/{hash} for a signed-in member: verify, then continue on home. */
export function EmailVerificationPage() {
  const { hash } = useParams();
  const navigate = useNavigate();
  useEmailVerification(hash, () => navigate(links.home(), { replace: true }));
  return <PageLoader />;
}
