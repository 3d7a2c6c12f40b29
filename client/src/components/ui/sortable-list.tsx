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
import { useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";

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
        <ul aria-label={label} className={className}>
          {items.map((item, index) => (
            <SortableItem key={item.id} id={item.id}>
              {(handle, isDragging) =>
                renderItem(
                  item,
                  {
                    ...handle,
                    moveEarlier: index > 0 ? () => onReorder(arrayMove(items, index, index - 1)) : undefined,
                    moveLater:
                      index < items.length - 1 ? () => onReorder(arrayMove(items, index, index + 1)) : undefined,
                  },
                  isDragging,
                )
              }
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
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
