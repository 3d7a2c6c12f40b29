/**
 * WCAG 2.2 success criteria data for the WCAG explorer.
 *
 * Covers every success criterion of WCAG 2.2 (W3C Recommendation) with its
 * official number, short name, level and Understanding document slug:
 * 86 current criteria (Level A 31, Level AA 24, Level AAA 31) plus
 * 4.1.1 Parsing, which is kept for reference but flagged `obsolete` because
 * WCAG 2.2 removed it.
 */

export type WcagLevel = "A" | "AA" | "AAA";

export interface WcagCriterion {
  id: string;
  number: string;
  name: string;
  description: string;
  level: WcagLevel;
  understandingUrl: string;
  obsolete?: boolean;
}

export interface WcagGuideline {
  id: string;
  number: string;
  name: string;
  description: string;
  criteria: WcagCriterion[];
}

export interface WcagPrinciple {
  id: "perceivable" | "operable" | "understandable" | "robust";
  number: string;
  name: string;
  description: string;
  guidelines: WcagGuideline[];
}

export const WCAG_VERSION = "2.2";

const UNDERSTANDING_BASE = "https://www.w3.org/WAI/WCAG22/Understanding/";

/** Builds a criterion; `slug` is the official W3C id used by the Understanding document. */
function sc(
  number: string,
  slug: string,
  name: string,
  level: WcagLevel,
  description: string,
  obsolete = false,
): WcagCriterion {
  const criterion: WcagCriterion = {
    id: slug,
    number,
    name,
    description,
    level,
    understandingUrl: `${UNDERSTANDING_BASE}${slug}.html`,
  };
  if (obsolete) criterion.obsolete = true;
  return criterion;
}

export const wcagPrinciples: WcagPrinciple[] = [
  {
    id: "perceivable",
    number: "1",
    name: "Perceivable",
    description: "Information and user interface components must be presentable to users in ways they can perceive.",
    guidelines: [
      {
        id: "text-alternatives",
        number: "1.1",
        name: "Text Alternatives",
        description:
          "Provide text alternatives for any non-text content so that it can be changed into other forms people need, such as large print, braille, speech, symbols or simpler language.",
        criteria: [
          sc(
            "1.1.1",
            "non-text-content",
            "Non-text Content",
            "A",
            "Images and other non-text content have a text alternative that serves the same purpose, unless they are purely decorative.",
          ),
        ],
      },
      {
        id: "time-based-media",
        number: "1.2",
        name: "Time-based Media",
        description: "Provide alternatives for time-based media.",
        criteria: [
          sc(
            "1.2.1",
            "audio-only-and-video-only-prerecorded",
            "Audio-only and Video-only (Prerecorded)",
            "A",
            "Prerecorded audio-only content has a transcript, and prerecorded video-only content has a text or audio alternative.",
          ),
          sc(
            "1.2.2",
            "captions-prerecorded",
            "Captions (Prerecorded)",
            "A",
            "Captions are provided for all prerecorded audio content in synchronized media such as videos.",
          ),
          sc(
            "1.2.3",
            "audio-description-or-media-alternative-prerecorded",
            "Audio Description or Media Alternative (Prerecorded)",
            "A",
            "Prerecorded video has either an audio description or a full text alternative that describes its visual content.",
          ),
          sc(
            "1.2.4",
            "captions-live",
            "Captions (Live)",
            "AA",
            "Captions are provided for all live audio content in synchronized media, such as webcasts.",
          ),
          sc(
            "1.2.5",
            "audio-description-prerecorded",
            "Audio Description (Prerecorded)",
            "AA",
            "Audio description is provided for all prerecorded video content in synchronized media.",
          ),
          sc(
            "1.2.6",
            "sign-language-prerecorded",
            "Sign Language (Prerecorded)",
            "AAA",
            "Sign language interpretation is provided for all prerecorded audio content in synchronized media.",
          ),
          sc(
            "1.2.7",
            "extended-audio-description-prerecorded",
            "Extended Audio Description (Prerecorded)",
            "AAA",
            "Where pauses in the audio are too short for audio description, the video is paused to provide extended audio description.",
          ),
          sc(
            "1.2.8",
            "media-alternative-prerecorded",
            "Media Alternative (Prerecorded)",
            "AAA",
            "A full text alternative is provided for all prerecorded synchronized media and all prerecorded video-only media.",
          ),
          sc(
            "1.2.9",
            "audio-only-live",
            "Audio-only (Live)",
            "AAA",
            "Live audio-only content has a text alternative, such as live captioning, that presents equivalent information.",
          ),
        ],
      },
      {
        id: "adaptable",
        number: "1.3",
        name: "Adaptable",
        description:
          "Create content that can be presented in different ways (for example simpler layout) without losing information or structure.",
        criteria: [
          sc(
            "1.3.1",
            "info-and-relationships",
            "Info and Relationships",
            "A",
            "Structure and relationships shown visually, such as headings, lists, tables and form labels, are also available in code or text.",
          ),
          sc(
            "1.3.2",
            "meaningful-sequence",
            "Meaningful Sequence",
            "A",
            "When the order of content affects its meaning, the correct reading order can be programmatically determined.",
          ),
          sc(
            "1.3.3",
            "sensory-characteristics",
            "Sensory Characteristics",
            "A",
            "Instructions do not rely solely on shape, color, size, visual location, orientation or sound.",
          ),
          sc(
            "1.3.4",
            "orientation",
            "Orientation",
            "AA",
            "Content is not locked to portrait or landscape orientation unless a specific orientation is essential.",
          ),
          sc(
            "1.3.5",
            "identify-input-purpose",
            "Identify Input Purpose",
            "AA",
            "The purpose of form fields that collect information about the user can be programmatically determined, for example with autocomplete attributes.",
          ),
          sc(
            "1.3.6",
            "identify-purpose",
            "Identify Purpose",
            "AAA",
            "The purpose of user interface components, icons and regions can be programmatically determined.",
          ),
        ],
      },
      {
        id: "distinguishable",
        number: "1.4",
        name: "Distinguishable",
        description:
          "Make it easier for users to see and hear content including separating foreground from background.",
        criteria: [
          sc(
            "1.4.1",
            "use-of-color",
            "Use of Color",
            "A",
            "Color is not the only visual means of conveying information, indicating an action, prompting a response or distinguishing an element.",
          ),
          sc(
            "1.4.2",
            "audio-control",
            "Audio Control",
            "A",
            "Audio that plays automatically for more than 3 seconds can be paused or stopped, or its volume controlled independently.",
          ),
          sc(
            "1.4.3",
            "contrast-minimum",
            "Contrast (Minimum)",
            "AA",
            "Text and images of text have a contrast ratio of at least 4.5:1, or at least 3:1 for large text.",
          ),
          sc(
            "1.4.4",
            "resize-text",
            "Resize Text",
            "AA",
            "Text can be resized up to 200 percent without assistive technology and without loss of content or functionality.",
          ),
          sc(
            "1.4.5",
            "images-of-text",
            "Images of Text",
            "AA",
            "Real text is used instead of images of text, unless the image can be customized or the presentation is essential.",
          ),
          sc(
            "1.4.6",
            "contrast-enhanced",
            "Contrast (Enhanced)",
            "AAA",
            "Text and images of text have a contrast ratio of at least 7:1, or at least 4.5:1 for large text.",
          ),
          sc(
            "1.4.7",
            "low-or-no-background-audio",
            "Low or No Background Audio",
            "AAA",
            "Prerecorded speech has no background sounds, lets them be turned off, or keeps them at least 20 decibels quieter than the speech.",
          ),
          sc(
            "1.4.8",
            "visual-presentation",
            "Visual Presentation",
            "AAA",
            "Users can adjust blocks of text, including colors, line width, justification, spacing and size, for comfortable reading.",
          ),
          sc(
            "1.4.9",
            "images-of-text-no-exception",
            "Images of Text (No Exception)",
            "AAA",
            "Images of text are used only for pure decoration or where a particular presentation of text is essential.",
          ),
          sc(
            "1.4.10",
            "reflow",
            "Reflow",
            "AA",
            "Content reflows to a width of 320 CSS pixels without loss of information or functionality and without scrolling in two directions.",
          ),
          sc(
            "1.4.11",
            "non-text-contrast",
            "Non-text Contrast",
            "AA",
            "User interface components, their states and meaningful graphics have a contrast ratio of at least 3:1 against adjacent colors.",
          ),
          sc(
            "1.4.12",
            "text-spacing",
            "Text Spacing",
            "AA",
            "No content or functionality is lost when users increase line height, paragraph spacing, letter spacing and word spacing.",
          ),
          sc(
            "1.4.13",
            "content-on-hover-or-focus",
            "Content on Hover or Focus",
            "AA",
            "Content that appears on hover or focus, such as a tooltip, can be dismissed, can be hovered over, and stays visible until it is no longer needed.",
          ),
        ],
      },
    ],
  },
  {
    id: "operable",
    number: "2",
    name: "Operable",
    description: "User interface components and navigation must be operable.",
    guidelines: [
      {
        id: "keyboard-accessible",
        number: "2.1",
        name: "Keyboard Accessible",
        description: "Make all functionality available from a keyboard.",
        criteria: [
          sc(
            "2.1.1",
            "keyboard",
            "Keyboard",
            "A",
            "All functionality can be operated with a keyboard without requiring specific timings for individual keystrokes.",
          ),
          sc(
            "2.1.2",
            "no-keyboard-trap",
            "No Keyboard Trap",
            "A",
            "Keyboard focus can always be moved away from any component using only the keyboard.",
          ),
          sc(
            "2.1.3",
            "keyboard-no-exception",
            "Keyboard (No Exception)",
            "AAA",
            "All functionality can be operated with a keyboard, without any exceptions.",
          ),
          sc(
            "2.1.4",
            "character-key-shortcuts",
            "Character Key Shortcuts",
            "A",
            "Single-character keyboard shortcuts can be turned off or remapped, or are active only when the relevant component has focus.",
          ),
        ],
      },
      {
        id: "enough-time",
        number: "2.2",
        name: "Enough Time",
        description: "Provide users enough time to read and use content.",
        criteria: [
          sc(
            "2.2.1",
            "timing-adjustable",
            "Timing Adjustable",
            "A",
            "Users can turn off, adjust or extend time limits set by the content, with limited exceptions.",
          ),
          sc(
            "2.2.2",
            "pause-stop-hide",
            "Pause, Stop, Hide",
            "A",
            "Users can pause, stop or hide moving, blinking, scrolling or auto-updating content that starts automatically.",
          ),
          sc(
            "2.2.3",
            "no-timing",
            "No Timing",
            "AAA",
            "Timing is not an essential part of any activity, except for non-interactive synchronized media and real-time events.",
          ),
          sc(
            "2.2.4",
            "interruptions",
            "Interruptions",
            "AAA",
            "Users can postpone or suppress interruptions, except those involving an emergency.",
          ),
          sc(
            "2.2.5",
            "re-authenticating",
            "Re-authenticating",
            "AAA",
            "When an authenticated session expires, users can continue what they were doing without losing data after signing in again.",
          ),
          sc(
            "2.2.6",
            "timeouts",
            "Timeouts",
            "AAA",
            "Users are warned how long they can be inactive before data is lost, unless the data is kept for more than 20 hours.",
          ),
        ],
      },
      {
        id: "seizures-and-physical-reactions",
        number: "2.3",
        name: "Seizures and Physical Reactions",
        description: "Do not design content in a way that is known to cause seizures or physical reactions.",
        criteria: [
          sc(
            "2.3.1",
            "three-flashes-or-below-threshold",
            "Three Flashes or Below Threshold",
            "A",
            "Nothing flashes more than three times in any one-second period, or the flashing stays below the general and red flash thresholds.",
          ),
          sc(
            "2.3.2",
            "three-flashes",
            "Three Flashes",
            "AAA",
            "Nothing on the page flashes more than three times in any one-second period.",
          ),
          sc(
            "2.3.3",
            "animation-from-interactions",
            "Animation from Interactions",
            "AAA",
            "Motion animation triggered by user interaction can be disabled, unless the animation is essential.",
          ),
        ],
      },
      {
        id: "navigable",
        number: "2.4",
        name: "Navigable",
        description: "Provide ways to help users navigate, find content, and determine where they are.",
        criteria: [
          sc(
            "2.4.1",
            "bypass-blocks",
            "Bypass Blocks",
            "A",
            "A mechanism, such as a skip link or landmarks, lets users bypass blocks of content that are repeated on multiple pages.",
          ),
          sc("2.4.2", "page-titled", "Page Titled", "A", "Web pages have titles that describe their topic or purpose."),
          sc(
            "2.4.3",
            "focus-order",
            "Focus Order",
            "A",
            "Components receive keyboard focus in an order that preserves meaning and operability.",
          ),
          sc(
            "2.4.4",
            "link-purpose-in-context",
            "Link Purpose (In Context)",
            "A",
            "The purpose of each link can be understood from its text alone or together with its surrounding context.",
          ),
          sc(
            "2.4.5",
            "multiple-ways",
            "Multiple Ways",
            "AA",
            "More than one way, such as search, a site map or navigation menus, is available to find a page within a website.",
          ),
          sc(
            "2.4.6",
            "headings-and-labels",
            "Headings and Labels",
            "AA",
            "Headings and labels describe the topic or purpose of the content they introduce.",
          ),
          sc(
            "2.4.7",
            "focus-visible",
            "Focus Visible",
            "AA",
            "Any keyboard-operable interface has a mode in which the keyboard focus indicator is visible.",
          ),
          sc(
            "2.4.8",
            "location",
            "Location",
            "AAA",
            "Information about where the user is within a set of pages, such as breadcrumbs, is available.",
          ),
          sc(
            "2.4.9",
            "link-purpose-link-only",
            "Link Purpose (Link Only)",
            "AAA",
            "A mechanism is available to identify the purpose of each link from the link text alone.",
          ),
          sc(
            "2.4.10",
            "section-headings",
            "Section Headings",
            "AAA",
            "Section headings are used to organize the content.",
          ),
          sc(
            "2.4.11",
            "focus-not-obscured-minimum",
            "Focus Not Obscured (Minimum)",
            "AA",
            "When a component receives keyboard focus, it is not entirely hidden by author-created content such as sticky headers or cookie banners.",
          ),
          sc(
            "2.4.12",
            "focus-not-obscured-enhanced",
            "Focus Not Obscured (Enhanced)",
            "AAA",
            "When a component receives keyboard focus, no part of it is hidden by author-created content.",
          ),
          sc(
            "2.4.13",
            "focus-appearance",
            "Focus Appearance",
            "AAA",
            "The keyboard focus indicator is at least as large as a 2 CSS pixel thick outline of the component and has a contrast of at least 3:1 between focused and unfocused states.",
          ),
        ],
      },
      {
        id: "input-modalities",
        number: "2.5",
        name: "Input Modalities",
        description: "Make it easier for users to operate functionality through various inputs beyond keyboard.",
        criteria: [
          sc(
            "2.5.1",
            "pointer-gestures",
            "Pointer Gestures",
            "A",
            "Functions that use multipoint or path-based gestures can also be operated with a single pointer, such as a single tap or click.",
          ),
          sc(
            "2.5.2",
            "pointer-cancellation",
            "Pointer Cancellation",
            "A",
            "Single-pointer actions can be aborted or undone, for example by completing them on release rather than on press.",
          ),
          sc(
            "2.5.3",
            "label-in-name",
            "Label in Name",
            "A",
            "The accessible name of a component with a visible text label contains the text that is shown visually.",
          ),
          sc(
            "2.5.4",
            "motion-actuation",
            "Motion Actuation",
            "A",
            "Functions triggered by moving or shaking the device can also be operated through the interface, and motion activation can be turned off.",
          ),
          sc(
            "2.5.5",
            "target-size-enhanced",
            "Target Size (Enhanced)",
            "AAA",
            "Targets for pointer input are at least 44 by 44 CSS pixels, with limited exceptions.",
          ),
          sc(
            "2.5.6",
            "concurrent-input-mechanisms",
            "Concurrent Input Mechanisms",
            "AAA",
            "Content does not restrict the use of input methods available on a platform, such as keyboard, mouse, touch or stylus.",
          ),
          sc(
            "2.5.7",
            "dragging-movements",
            "Dragging Movements",
            "AA",
            "Any action performed by dragging can also be done with a single pointer without dragging, unless dragging is essential.",
          ),
          sc(
            "2.5.8",
            "target-size-minimum",
            "Target Size (Minimum)",
            "AA",
            "Targets for pointer input are at least 24 by 24 CSS pixels or have enough spacing around them, with limited exceptions.",
          ),
        ],
      },
    ],
  },
  {
    id: "understandable",
    number: "3",
    name: "Understandable",
    description: "Information and the operation of the user interface must be understandable.",
    guidelines: [
      {
        id: "readable",
        number: "3.1",
        name: "Readable",
        description: "Make text content readable and understandable.",
        criteria: [
          sc(
            "3.1.1",
            "language-of-page",
            "Language of Page",
            "A",
            "The default human language of each web page can be programmatically determined.",
          ),
          sc(
            "3.1.2",
            "language-of-parts",
            "Language of Parts",
            "AA",
            "The language of each passage or phrase that differs from the page language can be programmatically determined.",
          ),
          sc(
            "3.1.3",
            "unusual-words",
            "Unusual Words",
            "AAA",
            "A mechanism is available to find the definitions of unusual words, idioms and jargon.",
          ),
          sc(
            "3.1.4",
            "abbreviations",
            "Abbreviations",
            "AAA",
            "A mechanism is available to find the expanded form or meaning of abbreviations.",
          ),
          sc(
            "3.1.5",
            "reading-level",
            "Reading Level",
            "AAA",
            "When text requires reading ability beyond lower secondary education level, supplemental content or a simpler version is available.",
          ),
          sc(
            "3.1.6",
            "pronunciation",
            "Pronunciation",
            "AAA",
            "A mechanism is available to identify the pronunciation of words whose meaning is ambiguous without it.",
          ),
        ],
      },
      {
        id: "predictable",
        number: "3.2",
        name: "Predictable",
        description: "Make web pages appear and operate in predictable ways.",
        criteria: [
          sc(
            "3.2.1",
            "on-focus",
            "On Focus",
            "A",
            "Moving focus to a component does not trigger an unexpected change of context.",
          ),
          sc(
            "3.2.2",
            "on-input",
            "On Input",
            "A",
            "Changing the setting of a form control does not automatically cause a change of context unless the user has been told beforehand.",
          ),
          sc(
            "3.2.3",
            "consistent-navigation",
            "Consistent Navigation",
            "AA",
            "Navigation that is repeated across multiple pages appears in the same relative order each time.",
          ),
          sc(
            "3.2.4",
            "consistent-identification",
            "Consistent Identification",
            "AA",
            "Components with the same function are identified consistently across a set of pages.",
          ),
          sc(
            "3.2.5",
            "change-on-request",
            "Change on Request",
            "AAA",
            "Changes of context happen only at the user's request, or a mechanism is available to turn such changes off.",
          ),
          sc(
            "3.2.6",
            "consistent-help",
            "Consistent Help",
            "A",
            "Help options repeated across pages, such as contact details or a chat link, appear in the same relative order on each page.",
          ),
        ],
      },
      {
        id: "input-assistance",
        number: "3.3",
        name: "Input Assistance",
        description: "Help users avoid and correct mistakes.",
        criteria: [
          sc(
            "3.3.1",
            "error-identification",
            "Error Identification",
            "A",
            "When an input error is detected automatically, the field in error is identified and the error is described to the user in text.",
          ),
          sc(
            "3.3.2",
            "labels-or-instructions",
            "Labels or Instructions",
            "A",
            "Labels or instructions are provided when content requires user input.",
          ),
          sc(
            "3.3.3",
            "error-suggestion",
            "Error Suggestion",
            "AA",
            "When an input error is detected and a correction is known, a suggestion is offered unless it would compromise security or purpose.",
          ),
          sc(
            "3.3.4",
            "error-prevention-legal-financial-data",
            "Error Prevention (Legal, Financial, Data)",
            "AA",
            "Submissions that create legal commitments, financial transactions or change user data can be reversed, are checked for errors, or can be confirmed before they are final.",
          ),
          sc(
            "3.3.5",
            "help",
            "Help",
            "AAA",
            "Context-sensitive help is available for content that requires user input.",
          ),
          sc(
            "3.3.6",
            "error-prevention-all",
            "Error Prevention (All)",
            "AAA",
            "Any submission of information can be reversed, is checked for errors, or can be confirmed before it is final.",
          ),
          sc(
            "3.3.7",
            "redundant-entry",
            "Redundant Entry",
            "A",
            "Information the user already entered in the same process is filled in automatically or available to select, rather than having to be entered again.",
          ),
          sc(
            "3.3.8",
            "accessible-authentication-minimum",
            "Accessible Authentication (Minimum)",
            "AA",
            "Signing in does not require a cognitive function test, such as remembering a password or solving a puzzle, unless an alternative or assistance such as password managers and pasting is supported.",
          ),
          sc(
            "3.3.9",
            "accessible-authentication-enhanced",
            "Accessible Authentication (Enhanced)",
            "AAA",
            "Signing in does not require any cognitive function test, without the object-recognition and personal-content exceptions allowed at Level AA.",
          ),
        ],
      },
    ],
  },
  {
    id: "robust",
    number: "4",
    name: "Robust",
    description:
      "Content must be robust enough that it can be interpreted by a wide variety of user agents, including assistive technologies.",
    guidelines: [
      {
        id: "compatible",
        number: "4.1",
        name: "Compatible",
        description: "Maximize compatibility with current and future user agents, including assistive technologies.",
        criteria: [
          sc(
            "4.1.1",
            "parsing",
            "Parsing",
            "A",
            "Obsolete and removed in WCAG 2.2: this former requirement for well-formed markup no longer applies because assistive technologies no longer parse markup directly.",
            true,
          ),
          sc(
            "4.1.2",
            "name-role-value",
            "Name, Role, Value",
            "A",
            "User interface components expose their name and role, and their states, properties and values can be programmatically determined and set.",
          ),
          sc(
            "4.1.3",
            "status-messages",
            "Status Messages",
            "AA",
            "Status messages can be programmatically determined so assistive technologies can announce them without moving focus.",
          ),
        ],
      },
    ],
  },
];

/** Every criterion of every guideline, in document order (includes obsolete 4.1.1). */
export function allCriteria(): WcagCriterion[] {
  return wcagPrinciples.flatMap((principle) => principle.guidelines.flatMap((guideline) => guideline.criteria));
}

/**
 * The guidelines of `principle` with their criteria filtered to the checked
 * levels; guidelines left without criteria are dropped.
 */
export function filterPrinciple(principle: WcagPrinciple, levels: ReadonlySet<WcagLevel>): WcagGuideline[] {
  return principle.guidelines
    .map((guideline) => ({
      ...guideline,
      criteria: guideline.criteria.filter((criterion) => levels.has(criterion.level)),
    }))
    .filter((guideline) => guideline.criteria.length > 0);
}
