import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";
import { MOVE_ATTRIBUTE, type MoveDirection } from "./move-buttons";

export interface HandleProps {
  ref: Ref<HTMLButtonElement>;
  props: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Single-pointer alternatives to dragging (WCAG 2.5.7); undefined at the ends of the list. */
  moveEarlier?: () => void;
  moveLater?: () => void;
}

export interface SortableListProps<T extends { id: number | string }> {
  items: T[];
  /** What screen readers hear for an item, e.g. the person's name. */
  itemLabel: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T, handle: HandleProps, isDragging: boolean) => ReactNode;
  layout?: "list" | "grid";
  className?: string;
  /** The accessible name of the list. */
  label: string;
}

const instructions = {
  draggable:
    "To pick up an item, press Space or Enter. While dragging, use the arrow keys to move it. Press Space or Enter again to drop it in its new position, or Escape to cancel.",
};

/** A list sortable by pointer and by keyboard, with the moves announced to screen readers. */
export function SortableList<T extends { id: number | string }>({
  items,
  itemLabel,
  onReorder,
  renderItem,
  layout = "list",
  className = "",
  label,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return item ? itemLabel(item) : "item";
  };
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((i) => i.id === id) + 1;
  // dnd-kit reports "over" right after pick-up too; only real moves are announced, so the pick-up is heard.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}. Position ${positionOf(active.id)} of ${items.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${items.length}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} returned to its position.`,
  };

  // The move buttons: the item moves one place, its new position is announced, and once the list shows the new
  // order the focus is put back on the item's move button (the other one when the pressed one is now disabled at
  // an end of the list, which would otherwise drop the focus to the page).
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef<{ id: UniqueIdentifier; direction: MoveDirection; before: T[] } | null>(null);
  const [moved, setMoved] = useState("");
  const moveButton = (item: T, from: number, direction: MoveDirection) => () => {
    const to = direction === "earlier" ? from - 1 : from + 1;
    refocus.current = { id: item.id, direction, before: items };
    setMoved(`${itemLabel(item)} moved to position ${to + 1} of ${items.length}`);
    onReorder(arrayMove(items, from, to));
  };
  useLayoutEffect(() => {
    const pending = refocus.current;
    // Until the new order arrives (a reorder saved by the server shows it once the request has started).
    if (!pending || items === pending.before) return;
    refocus.current = null;
    const li = listRef.current?.children[items.findIndex((item) => item.id === pending.id)];
    if (!li) return;
    // The item's own buttons, not those of a list inside it (a footer column's links).
    const buttons = [...li.querySelectorAll<HTMLButtonElement>(`[${MOVE_ATTRIBUTE}]`)].filter(
      (button) => button.closest("li") === li && !button.disabled,
    );
    const same = buttons.find((button) => button.getAttribute(MOVE_ATTRIBUTE) === pending.direction);
    (same ?? buttons[0])?.focus();
  }, [items]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext
        items={items.map((i) => i.id)}
        strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ul ref={listRef} aria-label={label} className={className}>
          {items.map((item, index) => (
            <SortableItem key={item.id} id={item.id}>
              {(handle, isDragging) =>
                renderItem(
                  item,
                  {
                    ...handle,
                    moveEarlier: index > 0 ? moveButton(item, index, "earlier") : undefined,
                    moveLater: index < items.length - 1 ? moveButton(item, index, "later") : undefined,
                  },
                  isDragging,
                )
              }
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
      <p role="status" className="sr-only">
        {moved}
      </p>
    </DndContext>
  );
}

function SortableItem({
  id,
  children,
}: {
  id: number | string;
  children: (handle: Pick<HandleProps, "ref" | "props">, isDragging: boolean) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const { role: _role, ...handleAttributes } = attributes;
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? "relative z-10" : undefined}>
      {children({ ref: setActivatorNodeRef, props: { ...handleAttributes, ...listeners } }, isDragging)}
    </li>
  );
}
