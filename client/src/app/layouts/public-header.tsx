import { PublicHeaderRow } from "@/components/site-header/public-header-row";
import { useNavigation } from "@/components/site-header/public-nav";

/** Sticky site header: brand, main navigation and the client-portal actions. */
export function PublicHeader() {
  const { header } = useNavigation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90">
      <PublicHeaderRow links={header} />
    </header>
  );
}
