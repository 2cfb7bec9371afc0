import { Navigate } from 'react-router';
import { Skeleton } from '@/client/components/ui/skeleton';
import { RequireUser } from '@/client/components/require-user';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { AdminDashboard } from './admin-dashboard';

/** /admin: administrators only. Signed out → /login; a customer → /dashboard. */
export default function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <RequireUser fallback={<AdminSkeleton />} what="the admin dashboard">
      {(user) => (user.isAdmin ? <AdminDashboard /> : <Navigate to="/dashboard" replace />)}
    </RequireUser>
  );
}

function AdminSkeleton() {
  return (
    <div role="status" className="container-page pt-10 pb-24 sm:pt-14">
      <span className="sr-only">Loading the admin dashboard</span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-4 h-12 w-72 max-w-full" />
      <div className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32 sm:h-36" />
        ))}
      </div>
      <Skeleton className="mt-12 h-11 w-full max-w-lg" />
      <Skeleton className="mt-8 h-64 w-full" />
    </div>
  );
}
