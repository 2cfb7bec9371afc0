import { Navigate } from 'react-router';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Button } from '@/client/components/ui/button';
import { useCurrentUser, useLogout } from '@/client/lib/use-auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { AdminDashboard } from './admin-dashboard';

/** /admin: administrators only. Signed out → /login; a customer → /dashboard (spec §6). */
export default function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  const user = useCurrentUser();
  const logout = useLogout();

  if (user.isPending) return <AdminSkeleton />;
  if (user.isError) return <UserLoadError onRetry={() => void user.refetch()} />;
  if (!user.data) {
    // Signing out clears the user just before the page moves to "/": no detour through /login.
    if (logout.isPending || logout.isSuccess) return <AdminSkeleton />;
    return <Navigate to="/login" replace />;
  }
  if (!user.data.isAdmin) return <Navigate to="/dashboard" replace />;
  return <AdminDashboard logout={logout} />;
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

function UserLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="container-page flex flex-col items-center py-32 text-center">
      <h1 className="font-serif text-4xl">The admin dashboard could not be loaded</h1>
      <p className="mt-4 text-ink-soft">Please check your connection and try again.</p>
      <Button variant="outline" className="mt-8" onClick={onRetry}>
        Try Again
      </Button>
    </section>
  );
}
