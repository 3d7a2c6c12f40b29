import { describe, it, expect } from "vitest";
import { WCAG_VERSION, wcagPrinciples, allCriteria, type WcagLevel } from "./wcag";

const URL_PATTERN = /^https:\/\/www\.w3\.org\/WAI\/WCAG22\/Understanding\/[a-z0-9-]+\.html$/;

/** Official WCAG 2.2 number | Understanding slug | short name | level. */
const OFFICIAL = `
1.1.1|non-text-content|Non-text Content|A
1.2.1|audio-only-and-video-only-prerecorded|Audio-only and Video-only (Prerecorded)|A
1.2.2|captions-prerecorded|Captions (Prerecorded)|A
1.2.3|audio-description-or-media-alternative-prerecorded|Audio Description or Media Alternative (Prerecorded)|A
1.2.4|captions-live|Captions (Live)|AA
1.2.5|audio-description-prerecorded|Audio Description (Prerecorded)|AA
1.2.6|sign-language-prerecorded|Sign Language (Prerecorded)|AAA
1.2.7|extended-audio-description-prerecorded|Extended Audio Description (Prerecorded)|AAA
1.2.8|media-alternative-prerecorded|Media Alternative (Prerecorded)|AAA
1.2.9|audio-only-live|Audio-only (Live)|AAA
1.3.1|info-and-relationships|Info and Relationships|A
1.3.2|meaningful-sequence|Meaningful Sequence|A
1.3.3|sensory-characteristics|Sensory Characteristics|A
1.3.4|orientation|Orientation|AA
1.3.5|identify-input-purpose|Identify Input Purpose|AA
1.3.6|identify-purpose|Identify Purpose|AAA
1.4.1|use-of-color|Use of Color|A
1.4.2|audio-control|Audio Control|A
1.4.3|contrast-minimum|Contrast (Minimum)|AA
1.4.4|resize-text|Resize Text|AA
1.4.5|images-of-text|Images of Text|AA
1.4.6|contrast-enhanced|Contrast (Enhanced)|AAA
1.4.7|low-or-no-background-audio|Low or No Background Audio|AAA
1.4.8|visual-presentation|Visual Presentation|AAA
1.4.9|images-of-text-no-exception|Images of Text (No Exception)|AAA
1.4.10|reflow|Reflow|AA
1.4.11|non-text-contrast|Non-text Contrast|AA
1.4.12|text-spacing|Text Spacing|AA
1.4.13|content-on-hover-or-focus|Content on Hover or Focus|AA
2.1.1|keyboard|Keyboard|A
2.1.2|no-keyboard-trap|No Keyboard Trap|A
2.1.3|keyboard-no-exception|Keyboard (No Exception)|AAA
2.1.4|character-key-shortcuts|Character Key Shortcuts|A
2.2.1|timing-adjustable|Timing Adjustable|A
2.2.2|pause-stop-hide|Pause, Stop, Hide|A
2.2.3|no-timing|No Timing|AAA
2.2.4|interruptions|Interruptions|AAA
2.2.5|re-authenticating|Re-authenticating|AAA
2.2.6|timeouts|Timeouts|AAA
2.3.1|three-flashes-or-below-threshold|Three Flashes or Below Threshold|A
2.3.2|three-flashes|Three Flashes|AAA
2.3.3|animation-from-interactions|Animation from Interactions|AAA
2.4.1|bypass-blocks|Bypass Blocks|A
2.4.2|page-titled|Page Titled|A
2.4.3|focus-order|Focus Order|A
2.4.4|link-purpose-in-context|Link Purpose (In Context)|A
2.4.5|multiple-ways|Multiple Ways|AA
2.4.6|headings-and-labels|Headings and Labels|AA
2.4.7|focus-visible|Focus Visible|AA
2.4.8|location|Location|AAA
2.4.9|link-purpose-link-only|Link Purpose (Link Only)|AAA
2.4.10|section-headings|Section Headings|AAA
2.4.11|focus-not-obscured-minimum|Focus Not Obscured (Minimum)|AA
2.4.12|focus-not-obscured-enhanced|Focus Not Obscured (Enhanced)|AAA
2.4.13|focus-appearance|Focus Appearance|AAA
2.5.1|pointer-gestures|Pointer Gestures|A
2.5.2|pointer-cancellation|Pointer Cancellation|A
2.5.3|label-in-name|Label in Name|A
2.5.4|motion-actuation|Motion Actuation|A
2.5.5|target-size-enhanced|Target Size (Enhanced)|AAA
2.5.6|concurrent-input-mechanisms|Concurrent Input Mechanisms|AAA
2.5.7|dragging-movements|Dragging Movements|AA
2.5.8|target-size-minimum|Target Size (Minimum)|AA
3.1.1|language-of-page|Language of Page|A
3.1.2|language-of-parts|Language of Parts|AA
3.1.3|unusual-words|Unusual Words|AAA
3.1.4|abbreviations|Abbreviations|AAA
3.1.5|reading-level|Reading Level|AAA
3.1.6|pronunciation|Pronunciation|AAA
3.2.1|on-focus|On Focus|A
3.2.2|on-input|On Input|A
3.2.3|consistent-navigation|Consistent Navigation|AA
3.2.4|consistent-identification|Consistent Identification|AA
3.2.5|change-on-request|Change on Request|AAA
3.2.6|consistent-help|Consistent Help|A
3.3.1|error-identification|Error Identification|A
3.3.2|labels-or-instructions|Labels or Instructions|A
3.3.3|error-suggestion|Error Suggestion|AA
3.3.4|error-prevention-legal-financial-data|Error Prevention (Legal, Financial, Data)|AA
3.3.5|help|Help|AAA
3.3.6|error-prevention-all|Error Prevention (All)|AAA
3.3.7|redundant-entry|Redundant Entry|A
3.3.8|accessible-authentication-minimum|Accessible Authentication (Minimum)|AA
3.3.9|accessible-authentication-enhanced|Accessible Authentication (Enhanced)|AAA
4.1.1|parsing|Parsing|A
4.1.2|name-role-value|Name, Role, Value|A
4.1.3|status-messages|Status Messages|AA
`
  .trim()
  .split("\n")
  .map((line) => {
    const [number, slug, name, level] = line.split("|");
    return { number, slug, name, level };
  });

const current = () => allCriteria().filter((c) => !c.obsolete);
const countLevel = (level: WcagLevel) => current().filter((c) => c.level === level).length;

describe("WCAG 2.2 data", () => {
  it("declares version 2.2", () => {
    expect(WCAG_VERSION).toBe("2.2");
  });

  it("has the four principles in order with 13 guidelines", () => {
    expect(wcagPrinciples.map((p) => [p.id, p.number, p.name])).toEqual([
      ["perceivable", "1", "Perceivable"],
      ["operable", "2", "Operable"],
      ["understandable", "3", "Understandable"],
      ["robust", "4", "Robust"],
    ]);
    const guidelines = wcagPrinciples.flatMap((p) => p.guidelines.map((g) => `${g.number} ${g.name}`));
    expect(guidelines).toEqual([
      "1.1 Text Alternatives",
      "1.2 Time-based Media",
      "1.3 Adaptable",
      "1.4 Distinguishable",
      "2.1 Keyboard Accessible",
      "2.2 Enough Time",
      "2.3 Seizures and Physical Reactions",
      "2.4 Navigable",
      "2.5 Input Modalities",
      "3.1 Readable",
      "3.2 Predictable",
      "3.3 Input Assistance",
      "4.1 Compatible",
    ]);
  });

  it("has exactly 31 A, 24 AA and 31 AAA current criteria (86 total)", () => {
    expect(countLevel("A")).toBe(31);
    expect(countLevel("AA")).toBe(24);
    expect(countLevel("AAA")).toBe(31);
    expect(current()).toHaveLength(86);
    expect(allCriteria()).toHaveLength(87);
  });

  it("matches the official numbers, names, levels and slugs in document order", () => {
    expect(
      allCriteria().map((c) => ({
        number: c.number,
        slug: c.understandingUrl.replace(/^.*\/Understanding\/(.*)\.html$/, "$1"),
        name: c.name,
        level: c.level,
      })),
    ).toEqual(OFFICIAL);
  });

  it("has unique numbers and ids", () => {
    const all = allCriteria();
    expect(new Set(all.map((c) => c.number)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  it("nests numbers: criterion in guideline in principle", () => {
    for (const principle of wcagPrinciples) {
      for (const guideline of principle.guidelines) {
        expect(guideline.number.startsWith(`${principle.number}.`), guideline.number).toBe(true);
        expect(guideline.number.split(".")).toHaveLength(2);
        expect(guideline.criteria.length).toBeGreaterThan(0);
        for (const criterion of guideline.criteria) {
          expect(criterion.number.startsWith(`${guideline.number}.`), criterion.number).toBe(true);
          expect(criterion.number.split(".")).toHaveLength(3);
        }
      }
    }
  });

  it("keeps 4.1.1 Parsing as the only obsolete criterion", () => {
    const obsolete = allCriteria().filter((c) => c.obsolete);
    expect(obsolete.map((c) => c.number)).toEqual(["4.1.1"]);
    const parsing = obsolete[0];
    expect(parsing.name).toBe("Parsing");
    expect(parsing.level).toBe("A");
    expect(parsing.description).toMatch(/obsolete/i);
    expect(parsing.description).toMatch(/removed in WCAG 2\.2/i);
    expect(parsing.understandingUrl).toBe("https://www.w3.org/WAI/WCAG22/Understanding/parsing.html");
  });

  it("includes the 9 criteria new in WCAG 2.2 at the right level", () => {
    const byNumber = new Map(allCriteria().map((c) => [c.number, c]));
    const added: [string, string, WcagLevel][] = [
      ["2.4.11", "Focus Not Obscured (Minimum)", "AA"],
      ["2.4.12", "Focus Not Obscured (Enhanced)", "AAA"],
      ["2.4.13", "Focus Appearance", "AAA"],
      ["2.5.7", "Dragging Movements", "AA"],
      ["2.5.8", "Target Size (Minimum)", "AA"],
      ["3.2.6", "Consistent Help", "A"],
      ["3.3.7", "Redundant Entry", "A"],
      ["3.3.8", "Accessible Authentication (Minimum)", "AA"],
      ["3.3.9", "Accessible Authentication (Enhanced)", "AAA"],
    ];
    for (const [number, name, level] of added) {
      const c = byNumber.get(number);
      expect(c, number).toBeDefined();
      expect(c!.name).toBe(name);
      expect(c!.level).toBe(level);
      expect(c!.obsolete).toBeUndefined();
    }
    expect(byNumber.get("2.4.11")!.understandingUrl).toBe(
      "https://www.w3.org/WAI/WCAG22/Understanding/focus-not-obscured-minimum.html",
    );
  });

  it("has a well-formed, unique Understanding URL and a description for every criterion", () => {
    const all = allCriteria();
    for (const c of all) {
      expect(c.understandingUrl, c.number).toMatch(URL_PATTERN);
      expect(c.description.trim().length, c.number).toBeGreaterThan(20);
      expect(c.name.trim()).not.toBe("");
    }
    expect(new Set(all.map((c) => c.understandingUrl)).size).toBe(all.length);
    expect(allCriteria().find((c) => c.number === "1.4.3")!.understandingUrl).toBe(
      "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
    );
  });
});
