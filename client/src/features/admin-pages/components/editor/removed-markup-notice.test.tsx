import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import RemovedMarkupNotice from "./removed-markup-notice";

const NOTICE = "Visitors will not get these parts of your HTML:";

describe("RemovedMarkupNotice", () => {
  it("lists, in a polite status region that is there from the start, what the public site leaves out", async () => {
    const { rerender } = render(<RemovedMarkupNotice html="<p>Plain</p>" />);
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();

    rerender(
      <RemovedMarkupNotice
        html={
          '<p><a href="https://elsewhere.example" style="position:fixed;inset:0">Win</a></p><iframe src="https://v.example"></iframe>'
        }
      />,
    );
    expect(await within(region).findByText(NOTICE)).toBeVisible();
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Embedded page or video (iframe)", "Inline styles (style attribute) on 1 element"]);

    rerender(<RemovedMarkupNotice html="<p>Plain again</p>" />);
    await vi.waitFor(() => expect(region).toBeEmptyDOMElement());
  });
});
