import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useCurrentUser } from "@/lib/auth";
import { HeadProvider } from "./head-provider";
import { AdminAccessRequired } from "./layouts/admin-access-required";
import { AdminLayout } from "./layouts/admin-layout";

const TeamScreen = lazy(() => import("@/features/admin-team/components/team-screen"));
const PagesScreen = lazy(() => import("@/features/admin-pages/components/pages-screen"));
const InquiriesScreen = lazy(() => import("@/features/admin-inquiries/components/inquiries-screen"));
const LogosScreen = lazy(() => import("@/features/admin-logos/components/logos-screen"));
const TestimonialsScreen = lazy(() => import("@/features/admin-testimonials/components/testimonials-screen"));
const SettingsScreen = lazy(() => import("@/features/admin-settings/components/settings-screen"));
const AdminsScreen = lazy(() => import("@/features/admin-accounts/components/admins-screen"));
const AccountScreen = lazy(() => import("@/features/admin-accounts/components/account-screen"));
const ActivityScreen = lazy(() => import("@/features/admin-activity/components/activity-screen"));

/** The guard and the admin screens, nested under /admin. */
export default function AdminApp() {
  const { user, isLoading, error } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your session" className="min-h-screen" />;
  if (error) return <AdminAccessRequired />;
  if (!user) return <Redirect to="~/auth" replace />;
  if (!user.isAdmin) return <Redirect to="~/" replace />;
  return (
    <HeadProvider>
      <TooltipProvider>
        <AdminLayout user={user}>
          <Suspense fallback={<Spinner label="Loading screen" />}>
            <Switch>
              <Route path="/team" component={TeamScreen} />
              <Route path="/pages" component={PagesScreen} />
              <Route path="/inquiries" component={InquiriesScreen} />
              <Route path="/logos" component={LogosScreen} />
              <Route path="/testimonials" component={TestimonialsScreen} />
              <Route path="/settings" component={SettingsScreen} />
              <Route path="/admins" component={AdminsScreen} />
              <Route path="/account" component={AccountScreen} />
              <Route path="/activity" component={ActivityScreen} />
              <Route>
                <Redirect to="/team" replace />
              </Route>
            </Switch>
          </Suspense>
        </AdminLayout>
      </TooltipProvider>
    </HeadProvider>
  );
}
