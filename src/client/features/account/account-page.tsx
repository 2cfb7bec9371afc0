import { ComingSoon } from '@/client/components/coming-soon';

export default function AccountPage() {
  return <ComingSoon title="My Account" />;
}
