import { AuthPage } from "@/features/auth/components/auth-page";
import { HeadProvider } from "./head-provider";

export default function AuthEntry() {
  return (
    <HeadProvider>
      <AuthPage />
    </HeadProvider>
  );
}
