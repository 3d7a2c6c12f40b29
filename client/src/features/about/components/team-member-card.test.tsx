import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicTeamMember } from "@shared/schema";
import { teamMemberRow } from "@shared/test/rows";
import { TeamMemberCard } from "./team-member-card";

const member = (overrides: Partial<PublicTeamMember>): PublicTeamMember => ({
  ...teamMemberRow({
    id: 1,
    name: "Ada Lovelace",
    designation: "Lead Auditor",
    description: "Bio",
    sortOrder: 1,
    ...overrides,
  }),
  media: overrides.media,
});

describe("TeamMemberCard", () => {
  it("describes the photo with its alt text, else the name, and hides a decorative photo", () => {
    const { rerender } = render(
      <ul>
        <TeamMemberCard member={member({ imageUrl: "/uploads/a.png" })} />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Ada Lovelace" })).toBeInTheDocument();
    rerender(
      <ul>
        <TeamMemberCard member={member({ imageUrl: "/uploads/a.png", imageAlt: "Ada at a lectern" })} />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Ada at a lectern" })).toBeInTheDocument();
    rerender(
      <ul>
        <TeamMemberCard
          member={member({ imageUrl: "/uploads/a.png", imageAlt: "Ada at a lectern", imageDecorative: true })}
        />
      </ul>,
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(document.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("shows up to two initials, named for assistive technology, when there is no photo", () => {
    render(
      <ul>
        <TeamMemberCard member={member({ name: "mary ann evans" })} />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "mary ann evans" })).toHaveTextContent(/^MA$/);
  });

  it("shows the photo with the person's name as alt text", () => {
    render(
      <ul>
        <TeamMemberCard member={member({ imageUrl: "/uploads/ada.jpg" })} />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Ada Lovelace" })).toHaveAttribute("src", "/uploads/ada.jpg");
  });

  it("offers a new upload's narrower WebP copies for its 128 px circle, with its size, loading lazily", () => {
    const id = "0123456789abcdef0123456789abcdef";
    const { container } = render(
      <ul>
        <TeamMemberCard member={member({ imageUrl: `/uploads/${id}-600x800.jpg` })} />
      </ul>,
    );
    const photo = screen.getByRole("img", { name: "Ada Lovelace" });
    expect(photo).toHaveAttribute("src", `/uploads/${id}-600x800.jpg`);
    expect(photo).toHaveAttribute("width", "600");
    expect(photo).toHaveAttribute("height", "800");
    expect(photo).toHaveAttribute("sizes", "128px");
    expect(photo).toHaveAttribute("loading", "lazy");
    expect(photo).toHaveClass("h-32", "w-32", "object-cover");
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      `/uploads/${id}-600x800.w160.webp 160w, /uploads/${id}-600x800.w320.webp 320w, /uploads/${id}-600x800.webp 600w`,
    );
  });

  it("clamps the description to three lines until hover or focus, and names the LinkedIn link", () => {
    render(
      <ul>
        <TeamMemberCard member={member({ linkedinUrl: "https://www.linkedin.com/in/ada" })} />
      </ul>,
    );
    const description = screen.getByText("Bio");
    expect(description).toHaveClass(
      "line-clamp-3",
      "group-hover:line-clamp-none",
      "group-focus-within:line-clamp-none",
    );
    expect(screen.getByRole("article")).toHaveAttribute("tabindex", "0");
    const link = screen.getByRole("link", { name: "LinkedIn profile of Ada Lovelace (opens in a new tab)" });
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("has no LinkedIn link without a URL", () => {
    render(
      <ul>
        <TeamMemberCard member={member({})} />
      </ul>,
    );
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("uses the media library's words for a photo the member has none for, and its own over the library's", () => {
    const photo = `/uploads/${"c".repeat(32)}-800x600.jpg`;
    const media = { imageUrl: { altText: "Ada at the lectern", decorative: false, focalX: 50, focalY: 50 } };
    const { rerender } = render(
      <ul>
        <TeamMemberCard member={member({ imageUrl: photo, media })} />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Ada at the lectern" })).toBeInTheDocument();
    rerender(
      <ul>
        <TeamMemberCard member={member({ imageUrl: photo, imageAlt: "Ada in 1843", media })} />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Ada in 1843" })).toBeInTheDocument();
    rerender(
      <ul>
        <TeamMemberCard
          member={member({
            imageUrl: photo,
            media: { imageUrl: { ...media.imageUrl, altText: null, decorative: true } },
          })}
        />
      </ul>,
    );
    expect(document.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("crops the round photo around the library's focal point", () => {
    const photo = `/uploads/${"c".repeat(32)}-800x600.jpg`;
    const { rerender } = render(
      <ul>
        <TeamMemberCard
          member={member({
            imageUrl: photo,
            media: { imageUrl: { altText: null, decorative: false, focalX: 30, focalY: 20 } },
          })}
        />
      </ul>,
    );
    const img = screen.getByRole("img", { name: "Ada Lovelace" });
    expect(img).toHaveClass("object-cover");
    expect(img.style.objectPosition).toBe("30% 20%");
    rerender(
      <ul>
        <TeamMemberCard member={member({ imageUrl: photo })} />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Ada Lovelace" }).style.objectPosition).toBe("");
  });
});
