import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MoveButtons } from "./move-buttons";
import { SortableList } from "./sortable-list";

type Item = { id: number; name: string; children?: Item[] };

/** A list kept in memory, as the menus' editors keep theirs; an item may hold a list of its own. */
function List({ items: initial, label = "People" }: { items: Item[]; label?: string }) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      label={label}
      items={items}
      itemLabel={(item) => item.name}
      onReorder={setItems}
      renderItem={(item, handle) => (
        <div>
          <span>{item.name}</span>
          <MoveButtons itemName={item.name} moveEarlier={handle.moveEarlier} moveLater={handle.moveLater} />
          {item.children && <List items={item.children} label={`${item.name}'s links`} />}
        </div>
      )}
    />
  );
}

const people = ["Ada Lovelace", "Jane Doe", "Grace Hopper"].map((name, index) => ({ id: index + 1, name }));
const order = (label = "People") =>
  [...screen.getByRole("list", { name: label }).children].map((li) => li.querySelector("span")!.textContent);
const button = (name: string) => screen.getByRole("button", { name });

describe("the move buttons of a sortable list", () => {
  it("are named up and down with the item's name", () => {
    render(<List items={people} />);
    expect(button("Move Jane Doe up")).toBeEnabled();
    expect(button("Move Jane Doe down")).toBeEnabled();
    expect(button("Move Ada Lovelace up")).toBeDisabled();
    expect(button("Move Grace Hopper down")).toBeDisabled();
  });

  it("keep the focus on the moved item: on the other button at an end of the list, else on the one pressed", async () => {
    const user = userEvent.setup();
    render(<List items={people} />);
    await user.click(button("Move Jane Doe up"));
    expect(order()).toEqual(["Jane Doe", "Ada Lovelace", "Grace Hopper"]);
    expect(button("Move Jane Doe up")).toBeDisabled();
    expect(button("Move Jane Doe down")).toHaveFocus();

    // By keyboard from there: Enter moves it down, and the focus stays on that button while it can move further.
    await user.keyboard("{Enter}");
    expect(order()).toEqual(["Ada Lovelace", "Jane Doe", "Grace Hopper"]);
    expect(button("Move Jane Doe down")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(order()).toEqual(["Ada Lovelace", "Grace Hopper", "Jane Doe"]);
    expect(button("Move Jane Doe down")).toBeDisabled();
    expect(button("Move Jane Doe up")).toHaveFocus();
  });

  it("announce the item's new position politely", async () => {
    const user = userEvent.setup();
    render(<List items={people} />);
    await user.click(button("Move Jane Doe up"));
    // A status region is polite; dnd-kit's own, for dragging, is another.
    const status = screen.getByText("Jane Doe moved to position 1 of 3");
    expect(status).toHaveAttribute("role", "status");
    await user.click(button("Move Ada Lovelace down"));
    expect(status).toHaveTextContent(/^Ada Lovelace moved to position 3 of 3$/);
  });

  it("give the focus back to the item's own buttons, not those of a list inside it", async () => {
    const user = userEvent.setup();
    const columns = [
      { id: 1, name: "Company", children: [{ id: 11, name: "About" }] },
      { id: 2, name: "Services", children: [{ id: 21, name: "EPUB" }] },
    ];
    render(<List items={columns} label="Columns" />);
    await user.click(button("Move Services up"));
    expect(order("Columns")).toEqual(["Services", "Company"]);
    expect(button("Move Services down")).toHaveFocus();
  });

  it("wait for the new order when it comes later, as a saved reorder's does", async () => {
    // The order the list is given, which the move does not change by itself.
    const Later = ({ items }: { items: Item[] }) => (
      <SortableList
        label="People"
        items={items}
        itemLabel={(item) => item.name}
        onReorder={() => {}}
        renderItem={(item, handle) => (
          <MoveButtons itemName={item.name} moveEarlier={handle.moveEarlier} moveLater={handle.moveLater} />
        )}
      />
    );
    const user = userEvent.setup();
    const { rerender } = render(<Later items={people} />);
    await user.click(button("Move Grace Hopper up"));
    act(() => button("Move Ada Lovelace down").focus());
    rerender(<Later items={people} />);
    expect(button("Move Ada Lovelace down")).toHaveFocus();
    rerender(<Later items={[people[0]!, people[2]!, people[1]!]} />);
    expect(button("Move Grace Hopper up")).toHaveFocus();
  });
});
