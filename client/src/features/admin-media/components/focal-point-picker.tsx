import { Crosshair } from "lucide-react";
import { useId, useRef, type KeyboardEvent, type MouseEvent } from "react";

interface FocalPointPickerProps {
  /** The image at a readable size. */
  src: string;
  alt: string;
  /** The point, in percent of the width (across) and height (down) from the top left. */
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
}

/** Arrow keys move the point by this much, with Shift by the bigger step. */
const STEP = 1;
const BIG_STEP = 10;

const clamp = (value: number) => Math.min(100, Math.max(0, value));
/** To the tenth of a percent, as the server keeps it. */
const tenth = (value: number) => Math.round(value * 10) / 10;

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** "Focal point 42% across, 30% down": what the status says, and screen readers hear after each move. */
export const focalPointText = (x: number, y: number) => `Focal point ${tenth(x)}% across, ${tenth(y)}% down`;

/**
 * Where a crop keeps the image's subject: a click on the image puts the point there; the crosshair is a button
 * that the arrow keys move (Shift for bigger steps), its position announced. Beside it, how a square and a round
 * crop will look.
 */
export function FocalPointPicker({ src, alt, x, y, onChange }: FocalPointPickerProps) {
  const instructionsId = useId();
  const statusId = useId();
  const crosshair = useRef<HTMLButtonElement>(null);
  const position = `${tenth(x)}% ${tenth(y)}%`;

  const pick = (event: MouseEvent<HTMLDivElement>) => {
    // Enter or Space on the crosshair clicks it too, with no pointer position: the keys move the point instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(
      clamp(Math.round(((event.clientX - box.left) / box.width) * 100)),
      clamp(Math.round(((event.clientY - box.top) / box.height) * 100)),
    );
    // The keyboard carries on from where the click put the point.
    crosshair.current?.focus();
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = MOVES[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onChange(clamp(tenth(x + direction[0] * step)), clamp(tenth(y + direction[1] * step)));
  };

  return (
    <div className="grid gap-3">
      <p className="text-xs text-slate-600">
        Click the image where its subject is.{" "}
        <span id={instructionsId}>Use the arrow keys to move the focal point; hold Shift for bigger steps.</span>
      </p>
      {/* The mouse's way to set the point; the crosshair inside is the keyboard's. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="relative cursor-crosshair self-start justify-self-start" onClick={pick}>
        <img src={src} alt={alt} className="block h-auto max-h-72 w-auto max-w-full rounded-md bg-slate-100" />
        <button
          ref={crosshair}
          type="button"
          aria-label="Focal point"
          // Where the point is now, then how to move it: read when the crosshair takes the focus.
          aria-describedby={`${statusId} ${instructionsId}`}
          onKeyDown={move}
          style={{ left: `${tenth(x)}%`, top: `${tenth(y)}%` }}
          className="absolute flex h-9 w-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-blue-800/50 text-white shadow-md ring-2 ring-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-yellow-400"
        >
          <Crosshair aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <p id={statusId} aria-live="polite" className="text-sm text-slate-700">
        {focalPointText(x, y)}
      </p>
      <div className="flex flex-wrap gap-4">
        <CropPreview src={src} position={position} label="Square crop" shape="rounded-md" />
        <CropPreview src={src} position={position} label="Round crop" shape="rounded-full" />
      </div>
    </div>
  );
}

function CropPreview({ src, position, label, shape }: { src: string; position: string; label: string; shape: string }) {
  return (
    <figure className="grid justify-items-center gap-1">
      <img
        src={src}
        alt=""
        width={64}
        height={64}
        className={`h-16 w-16 border border-slate-300 bg-slate-100 object-cover ${shape}`}
        style={{ objectPosition: position }}
      />
      <figcaption className="text-xs text-slate-600">{label}</figcaption>
    </figure>
  );
}
