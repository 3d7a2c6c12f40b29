import { PublicBrand } from "./public-brand";
import { PublicExternalActions } from "./public-external-actions";
import { PublicMobileMenu } from "./public-mobile-menu";
import { PublicNavLinks } from "./public-nav";

/** Sticky site header: brand, main navigation and the client-portal actions. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90">
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 max-xl:gap-3 sm:px-6 lg:px-8">
        <PublicBrand />
        {/* From 1024 px the portal buttons keep their size; the brand gives way if a long name needs it, and links
            that do not fit on one line wrap onto a second. */}
        <nav aria-label="Main" className="hidden min-w-0 lg:block">
          <PublicNavLinks />
        </nav>
        <div className="hidden shrink-0 lg:block">
          <PublicExternalActions />
        </div>
        <PublicMobileMenu />
      </div>
    </header>
  );
}
