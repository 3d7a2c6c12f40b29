/**
 * The eight services and six home page cards the site showed before they moved into the database (the services
 * and home_service_cards tables, edited at /admin/services). The site no longer reads this file: it is the expected
 * data of the tests that check a fresh database is seeded with exactly these texts, in this order.
 */
import type { ServiceIcon } from "@shared/schema";

export type ServiceId = "nimas" | "pdf" | "epub" | "web" | "google" | "vpat" | "drm-ebooks" | "drm-videos";

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  keywords?: string[];
  icon: ServiceIcon;
  features: string[];
}

/** The paragraph under "Why Choose Our ... Service", the same on every service page until an owner changes it. */
export const serviceDetail =
  "Every project is handled by specialists who work with assistive technology daily. We follow documented workflows, validate each file against the relevant standards and test it by hand, so what we deliver works for real readers, not only for automated checkers.";

export const services: readonly Service[] = [
  {
    id: "nimas",
    title: "NIMAS XML Conversion",
    description:
      "We convert print textbooks and instructional materials into valid, NIMAS-conformant XML file sets ready for submission to the NIMAC. Mathematical content is encoded in MathML and enriched with spoken math, so students who are blind or have print disabilities can read and navigate equations with screen readers, braille displays and text-to-speech.",
    keywords: ["NIMAS", "NIMAC", "DAISY XML", "MathML", "spoken math", "IDEA", "K-12 textbooks"],
    icon: "file-text",
    features: [
      "NIMAS-conformant XML validated against the current NIMAS specification",
      "MathML encoding for equations, formulas and scientific notation",
      "Spoken math descriptions for text-to-speech and screen reader users",
      "Image descriptions and alt text written by subject-matter specialists",
      "Complete file sets with package file, images and PDF of title and copyright pages",
      "Submission-ready delivery for the NIMAC repository",
    ],
  },
  {
    id: "pdf",
    title: "Accessible PDF (PDF/UA) Remediation",
    description:
      "Our specialists remediate PDF documents so they conform to PDF/UA (ISO 14289) and WCAG 2.2 AA. We repair the tag structure, reading order and metadata so every document works with assistive technologies, then verify the result with automated checkers and manual screen reader testing.",
    keywords: ["PDF/UA", "ISO 14289", "tagged PDF", "PDF remediation", "Section 508", "WCAG"],
    icon: "file-pdf",
    features: [
      "Full tag tree remediation with correct headings, lists and paragraphs",
      "Logical reading order and tab order for every page",
      "Accessible data tables with header associations and summaries",
      "Alternative text for images, charts and complex graphics",
      "Accessible, labelled and keyboard-operable form fields",
      "Validation with PAC and manual screen reader checks, with a compliance report",
    ],
  },
  {
    id: "epub",
    title: "Accessible EPUB",
    description:
      "We produce EPUB 3 publications that meet the EPUB Accessibility specification and WCAG 2.2 AA. Each title is built with semantic structure, accessible navigation and complete accessibility metadata, so it reads well on every major reading system and assistive technology.",
    keywords: [
      "EPUB 3",
      "EPUB Accessibility 1.1",
      "Ace by DAISY",
      "accessibility metadata",
      "reflowable",
      "fixed layout",
    ],
    icon: "book-open",
    features: [
      "EPUB 3 production from print PDFs, InDesign or Word source files",
      "Semantic HTML structure with navigable table of contents and page list",
      "Schema.org accessibility metadata and conformance statements",
      "MathML support and image descriptions for STEM content",
      "Validation with EPUBCheck and Ace by DAISY",
      "Testing on leading reading systems with screen readers and text-to-speech",
    ],
  },
  {
    id: "web",
    title: "Accessible Web Apps & Website Audits",
    description:
      "We audit websites and web applications against WCAG 2.2 Level AA using a combination of automated scanning and expert manual testing with assistive technologies. You receive a prioritized report of every issue found, with clear remediation guidance and support to help your team fix it.",
    keywords: ["WCAG 2.2 AA", "accessibility audit", "web accessibility", "ADA", "Section 508", "remediation"],
    icon: "globe",
    features: [
      "Complete WCAG 2.2 Level AA conformance audit",
      "Manual testing with NVDA, JAWS, VoiceOver and TalkBack",
      "Keyboard-only, zoom, reflow and color contrast evaluation",
      "Prioritized issue log with severity ratings and code-level fixes",
      "Developer remediation support and design guidance",
      "Re-testing after fixes to confirm conformance",
    ],
  },
  {
    id: "google",
    title: "Accessible Google Workspace Documents",
    description:
      "We make Google Docs, Sheets, Slides and Forms accessible for everyone who uses them. Our team applies proper structure, descriptive alternative text and accessible formatting, and can build reusable accessible templates so your staff create compliant documents from the start.",
    keywords: [
      "Google Docs",
      "Google Slides",
      "Google Sheets",
      "Google Forms",
      "Google Workspace",
      "accessible documents",
    ],
    icon: "presentation",
    features: [
      "Heading structure, lists and styles applied consistently",
      "Alternative text for images, drawings and charts",
      "Accessible tables in Docs and well-structured data in Sheets",
      "Slides with logical reading order and unique slide titles",
      "Color contrast and meaningful link text checks",
      "Accessible templates and training for your authors",
    ],
  },
  {
    id: "vpat",
    title: "Accessibility Conformance Reports (VPAT)",
    description:
      "We evaluate your product and prepare an Accessibility Conformance Report using the latest VPAT template. Every conformance statement is backed by hands-on testing, giving procurement teams an accurate and defensible picture of your product's accessibility.",
    keywords: ["VPAT", "ACR", "Accessibility Conformance Report", "Section 508", "EN 301 549", "procurement"],
    icon: "clipboard-check",
    features: [
      "Hands-on product evaluation by certified accessibility specialists",
      "ACR based on the current VPAT template",
      "Coverage of WCAG 2.2, Revised Section 508 and EN 301 549 editions",
      "Clear conformance levels and remarks for every criterion",
      "Remediation roadmap for criteria that are not fully supported",
      "Report updates for new product releases",
    ],
  },
  {
    id: "drm-ebooks",
    title: "DRM Services for eBooks",
    description:
      "We protect your digital publications with digital rights management that keeps content secure without locking out readers who rely on assistive technology. Our solutions preserve text-to-speech, screen reader access and font adjustments while preventing unauthorized copying and distribution.",
    keywords: ["DRM", "eBook protection", "content security", "licensing", "accessible DRM"],
    icon: "book",
    features: [
      "Encryption and secure packaging for EPUB and PDF titles",
      "Accessibility-preserving DRM that keeps text-to-speech and screen readers working",
      "License management for lending, subscriptions and expirations",
      "Device and user limits that are configurable per title",
      "Watermarking to deter unauthorized sharing",
      "Usage analytics and access reporting",
    ],
  },
  {
    id: "drm-videos",
    title: "DRM Services for Videos",
    description:
      "We make video content both accessible and secure. Our team provides accurate transcription and captions, concise AI-assisted summaries reviewed by editors, and encryption with access controls that protect your videos from piracy.",
    keywords: ["video DRM", "transcription", "captions", "summarization", "encryption", "secure streaming"],
    icon: "video",
    features: [
      "Accurate human-verified transcription",
      "Synchronized closed captions in standard formats",
      "Editor-reviewed video summaries and chapter markers",
      "Video encryption and secure streaming",
      "Access controls with expiring, authenticated playback links",
      "Accessible media player integration with captions and keyboard support",
    ],
  },
];

export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

export interface HomeServiceCard {
  /** A catalogue service id, or 'drm' for the combined DRM card. */
  id: Exclude<ServiceId, "vpat" | "drm-videos"> | "drm";
  title: string;
  description: string;
  icon: ServiceIcon;
  href: string;
}

function cardFor(id: Exclude<ServiceId, "vpat" | "drm-videos" | "drm-ebooks">): HomeServiceCard {
  const service = getService(id);
  if (!service) throw new Error(`Unknown service id: ${id}`);
  return {
    id: service.id as HomeServiceCard["id"],
    title: service.title,
    description: service.description,
    icon: service.icon,
    href: `/services/${service.id}`,
  };
}

/**
 * The six cards of the home services grid: vpat and drm-videos
 * are omitted and the two DRM services are combined into one card that links
 * to /services/drm-ebooks.
 */
export const homeServiceCards: readonly HomeServiceCard[] = [
  cardFor("nimas"),
  cardFor("pdf"),
  cardFor("epub"),
  cardFor("web"),
  cardFor("google"),
  {
    id: "drm",
    title: "DRM Services for eBooks & Videos",
    description:
      "Protect your eBooks and videos with accessibility-preserving DRM, plus transcription, summarization and encryption for video content.",
    icon: "book",
    href: "/services/drm-ebooks",
  },
];
