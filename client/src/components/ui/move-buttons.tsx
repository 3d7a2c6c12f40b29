import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import { IconButton } from "./icon-button";

/** Which way a move button moves its item in the list's order. */
export type MoveDirection = "earlier" | "later";

/** Marks a move button with its direction, so the list can give it the focus back after a move. */
export const MOVE_ATTRIBUTE = "data-move";

interface MoveButtonsProps {
  itemName: string;
  moveEarlier?: () => void;
  moveLater?: () => void;
  /** Arrows point up/down in a list, left/right in a grid. */
  direction?: "vertical" | "horizontal";
  disabled?: boolean;
}

/**
 * Move-one-place buttons: reordering without dragging. Every list names them the same way, "Move {item} up" and
 * "Move {item} down" (up being earlier in the order, in a grid too); the arrows show where the item goes on screen.
 */
export function MoveButtons({ itemName, moveEarlier, moveLater, direction = "vertical", disabled }: MoveButtonsProps) {
  const vertical = direction === "vertical";
  return (
    <>
      <IconButton
        label={`Move ${itemName} up`}
        icon={vertical ? ArrowUp : ArrowLeft}
        onClick={moveEarlier}
        disabled={disabled || !moveEarlier}
        {...{ [MOVE_ATTRIBUTE]: "earlier" }}
      />
      <IconButton
        label={`Move ${itemName} down`}
        icon={vertical ? ArrowDown : ArrowRight}
        onClick={moveLater}
        disabled={disabled || !moveLater}
        {...{ [MOVE_ATTRIBUTE]: "later" }}
      />
    </>
  );
}
