import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import { IconButton } from "./icon-button";

interface MoveButtonsProps {
  itemName: string;
  moveEarlier?: () => void;
  moveLater?: () => void;
  /** Arrows point up/down in a list, left/right in a grid. */
  direction?: "vertical" | "horizontal";
  disabled?: boolean;
}

/** Move-one-place buttons: reordering without dragging. */
export function MoveButtons({ itemName, moveEarlier, moveLater, direction = "vertical", disabled }: MoveButtonsProps) {
  const vertical = direction === "vertical";
  return (
    <>
      <IconButton
        label={`Move ${itemName} ${vertical ? "up" : "earlier"}`}
        icon={vertical ? ArrowUp : ArrowLeft}
        onClick={moveEarlier}
        disabled={disabled || !moveEarlier}
      />
      <IconButton
        label={`Move ${itemName} ${vertical ? "down" : "later"}`}
        icon={vertical ? ArrowDown : ArrowRight}
        onClick={moveLater}
        disabled={disabled || !moveLater}
      />
    </>
  );
}
