import { HeadProvider } from "@/components/head-provider";
import { AuthPage } from "@/features/auth/components/auth-page";

export default function AuthEntry() {
  return (
    <HeadProvider>
      <AuthPage />
    </HeadProvider>
  );
}
