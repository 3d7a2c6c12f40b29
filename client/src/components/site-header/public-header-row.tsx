import { ThemeChoiceMenu } from "@/components/theme-choice/theme-choice";
import type { NavLink } from "@shared/navigation-defaults";
import { PublicBrand } from "./public-brand";
import { PublicExternalActions } from "./public-external-actions";
import { PublicHeaderNav } from "./public-header-nav";
import { PublicMobileMenu } from "./public-mobile-menu";

interface PublicHeaderRowProps {
  links: NavLink[];
  /** The admin preview: the row as a 1280 px window shows it, without the phone's menu, whatever the window. */
  preview?: boolean;
  /** Told how many links show in the row (the rest are under More). */
  onFit?: (shown: number) => void;
}

/**
 * The header's one row. From 1024 px the brand and the portal buttons keep their size (the company name on one
 * line), the links take the room between them, and those that do not fit go under More.
 */
export function PublicHeaderRow({ links, preview = false, onFit }: PublicHeaderRowProps) {
  return (
    <div
      className={`relative mx-auto flex max-w-7xl items-center justify-between gap-4 py-3 ${
        preview ? "px-8" : "px-4 max-xl:gap-3 sm:px-6 lg:px-8"
      }`}
    >
      {/* A name too long for two fifths of the row ends in an ellipsis rather than wrap; its link says it all. */}
      <div className={preview ? "max-w-[40%] shrink-0" : "min-w-0 lg:max-w-[40%] lg:shrink-0"}>
        <PublicBrand oneLine={preview ? "always" : "from-lg"} />
      </div>
      <PublicHeaderNav links={links} wide={preview} onFit={onFit} />
      <div className={`shrink-0 items-center gap-3 max-xl:gap-2 ${preview ? "flex" : "hidden lg:flex"}`}>
        {/* From 1280 px: below that the row has no room to spare beside five links and the two buttons. */}
        <div className={preview ? "" : "hidden xl:block"}>
          <ThemeChoiceMenu />
        </div>
        <PublicExternalActions wide={preview} />
      </div>
      {!preview && <PublicMobileMenu />}
    </div>
  );
}
