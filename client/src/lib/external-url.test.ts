import { describe, expect, it } from "vitest";
import { externalUrl } from "./external-url";

describe("externalUrl", () => {
  it("keeps http and https addresses", () => {
    expect(externalUrl("https://twitter.com/acme")).toBe("https://twitter.com/acme");
    expect(externalUrl(" http://example.com/x?y=1 ")).toBe("http://example.com/x?y=1");
  });
  it("adds https:// to a bare domain", () => {
    expect(externalUrl("linkedin.com/company/acme")).toBe("https://linkedin.com/company/acme");
    expect(externalUrl("www.youtube.com/@acme")).toBe("https://www.youtube.com/@acme");
  });
  it("refuses script, data and other schemes, and text that is no address", () => {
    expect(externalUrl("javascript:alert(1)")).toBeNull();
    expect(externalUrl("JavaScript:alert(1)")).toBeNull();
    expect(externalUrl("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(externalUrl("mailto:a@example.com")).toBeNull();
    expect(externalUrl("our twitter")).toBeNull();
    expect(externalUrl("")).toBeNull();
    expect(externalUrl(undefined)).toBeNull();
  });
});
