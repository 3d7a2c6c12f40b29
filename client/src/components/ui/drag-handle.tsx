import { GripVertical } from "lucide-react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Tooltip } from "./tooltip";

/** The keyboard- and pointer-operable handle of a sortable item: Space picks up, arrows move, Space drops. */
export const DragHandle = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { itemName: string }>(
  function DragHandle({ itemName, className = "", ...props }, ref) {
    return (
      <Tooltip content="Drag to reorder">
        <button
          ref={ref}
          type="button"
          aria-label={`Drag to reorder ${itemName}`}
          className={`inline-flex h-10 w-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 active:cursor-grabbing ${className}`}
          {...props}
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
      </Tooltip>
    );
  },
);
