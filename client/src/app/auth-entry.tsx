import { HeadProvider } from "@/components/head-provider";
import { AuthPage } from "@/features/auth/components/auth-page";
import { PublicLayout } from "./layouts/public-layout";

/** The sign-in page is a public page like any other: skip link, header and footer around it. */
export default function AuthEntry() {
  return (
    <HeadProvider>
      <PublicLayout>
        <AuthPage />
      </PublicLayout>
    </HeadProvider>
  );
}
