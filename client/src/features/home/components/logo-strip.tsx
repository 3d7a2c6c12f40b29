import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { imageAlt } from "@/lib/image-alt";
import type { PublicClientLogo } from "@shared/schema";
import { nextOffset, SCROLL_INTERVAL_MS, shouldAutoScroll } from "./carousel-rules";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

function LogoList({ logos, copy = false }: { logos: PublicClientLogo[]; copy?: boolean }) {
  return (
    <ul
      className={
        copy ? "flex shrink-0 items-center gap-12 pr-12" : "flex flex-wrap items-center justify-center gap-x-12 gap-y-8"
      }
    >
      {logos.map((logo) => (
        <li key={logo.id} className="flex h-16 w-40 shrink-0 items-center justify-center">
          <ResponsiveImage
            src={logo.logoUrl}
            alt={imageAlt(logo.logoAlt, logo.logoDecorative, logo.clientName, logo.media?.logoUrl)}
            sizes="160px"
            className="max-h-16 max-w-full object-contain"
          />
        </li>
      ))}
    </ul>
  );
}

/** The client logos: a still, wrapped row, or (above 5 logos) a looping strip a person can pause. */
export function LogoStrip({ logos }: { logos: PublicClientLogo[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const auto = shouldAutoScroll(logos.length, reducedMotion);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const moving = auto && playing && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      const track = trackRef.current;
      if (!track) return;
      offset.current = nextOffset(offset.current, track.scrollWidth / 2);
      track.style.transform = `translateX(${-offset.current}px)`;
    }, SCROLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving]);

  if (!auto) return <LogoList logos={logos} />;
  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mb-6 flex justify-center">
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-400 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100"
        >
          {playing ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
          {playing ? "Pause" : "Play"}
          <span className="sr-only"> the scrolling client logos</span>
        </button>
      </div>
      <div className="relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
        <div ref={trackRef} data-testid="logo-track" className="flex w-max will-change-transform">
          <LogoList logos={logos} copy />
          {/* The second copy makes the loop seamless; assistive technology hears the list once. */}
          <div aria-hidden="true" inert>
            <LogoList logos={logos.map((logo) => ({ ...logo, logoDecorative: true }))} copy />
          </div>
        </div>
      </div>
    </div>
  );
}
