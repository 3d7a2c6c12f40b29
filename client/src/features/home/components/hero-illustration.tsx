/**
 * The hero's drawing while no hero image is chosen in Site Settings: an accessible document (a page with its
 * heading, paragraphs, an image with its alt text tag and a table's header row marked), a tick for a passed check,
 * and an eye in a half-dark contrast disc. Drawn in the hero's colours for its dark gradient, in a 4:3 box as a
 * chosen image would be. Decorative: the heading and the checklist beside it say everything it shows.
 */
export function HeroIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 300"
      className="h-auto w-full"
      data-testid="hero-illustration"
    >
      <defs>
        <linearGradient id="hero-page" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.16" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.06" />
        </linearGradient>
      </defs>
      {/* A second page behind the first: a document of several pages. */}
      <rect
        x="118"
        y="30"
        width="190"
        height="240"
        rx="14"
        fill="#ffffff"
        fillOpacity="0.05"
        stroke="#bfdbfe"
        strokeOpacity="0.25"
        strokeWidth="2"
        transform="rotate(6 213 150)"
      />
      <rect
        x="96"
        y="22"
        width="190"
        height="250"
        rx="14"
        fill="url(#hero-page)"
        stroke="#bfdbfe"
        strokeOpacity="0.55"
        strokeWidth="2"
      />
      {/* Heading marked H1, then paragraphs. */}
      <rect x="114" y="44" width="28" height="18" rx="4" fill="#93c5fd" />
      <text
        x="128"
        y="57"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="11"
        fontWeight="700"
        fill="#0f172a"
      >
        H1
      </text>
      <rect x="150" y="47" width="110" height="12" rx="6" fill="#ffffff" fillOpacity="0.85" />
      <g fill="#ffffff" fillOpacity="0.4">
        <rect x="114" y="76" width="154" height="7" rx="3.5" />
        <rect x="114" y="90" width="140" height="7" rx="3.5" />
        <rect x="114" y="104" width="148" height="7" rx="3.5" />
      </g>
      {/* An image with its alt text tag. */}
      <rect
        x="114"
        y="124"
        width="78"
        height="56"
        rx="6"
        fill="#1e3a8a"
        stroke="#93c5fd"
        strokeOpacity="0.7"
        strokeWidth="1.5"
      />
      <path d="M120 172 l18 -20 l14 14 l10 -9 l24 15 z" fill="#60a5fa" fillOpacity="0.7" />
      <circle cx="176" cy="138" r="6" fill="#fde68a" fillOpacity="0.85" />
      <rect
        x="200"
        y="130"
        width="46"
        height="18"
        rx="9"
        fill="#6ee7b7"
        fillOpacity="0.2"
        stroke="#6ee7b7"
        strokeWidth="1.5"
      />
      <text
        x="223"
        y="143"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#a7f3d0"
      >
        ALT
      </text>
      <g fill="#ffffff" fillOpacity="0.4">
        <rect x="200" y="158" width="66" height="7" rx="3.5" />
        <rect x="200" y="172" width="52" height="7" rx="3.5" />
      </g>
      {/* A table whose header row is marked. */}
      <rect x="114" y="196" width="154" height="16" rx="3" fill="#93c5fd" fillOpacity="0.55" />
      <g fill="none" stroke="#bfdbfe" strokeOpacity="0.45" strokeWidth="1.5">
        <rect x="114" y="196" width="154" height="56" rx="3" />
        <path d="M114 230 h154 M165 196 v56 M216 196 v56" />
      </g>
      {/* A passed check. */}
      <circle cx="290" cy="64" r="30" fill="#059669" stroke="#6ee7b7" strokeWidth="3" />
      <path
        d="M276 64 l10 10 l19 -20"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* An eye in a half-dark disc: contrast and how people read. */}
      <circle cx="84" cy="214" r="40" fill="#0f172a" stroke="#bfdbfe" strokeOpacity="0.7" strokeWidth="2" />
      <path d="M84 174 a40 40 0 0 1 0 80 z" fill="#f8fafc" />
      <path
        d="M56 214 q28 -26 56 0 q-28 26 -56 0 z"
        fill="none"
        stroke="#60a5fa"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="84" cy="214" r="9" fill="#2563eb" />
      <circle cx="84" cy="214" r="3.5" fill="#0f172a" />
    </svg>
  );
}
