/**
 * The twenty questions the site showed before the FAQ moved into the database (faq_items, edited at /admin/faq).
 * The site no longer reads this file: it is the expected data of the tests that check the database is seeded with
 * exactly these texts, in this order.
 */

export type FaqItem = { id: string; question: string } & (
  { answerType: "text"; answer: string } | { answerType: "list"; answer: string; listItems: string[] }
);

export const faqItems: readonly FaqItem[] = [
  {
    id: "what-is-digital-accessibility",
    question: "What is digital accessibility and why does it matter?",
    answerType: "text",
    answer:
      "Digital accessibility means designing and producing documents, websites, e-books and media so that everyone, including people who are blind, have low vision, are deaf or hard of hearing, or have motor or cognitive disabilities, can perceive, understand and use them. It widens your audience, reduces legal risk and is required by laws such as the ADA, Section 508, the European Accessibility Act and the AODA.",
  },
  {
    id: "services-offered",
    question: "What services do you offer?",
    answerType: "list",
    answer: "We provide end-to-end accessibility conversion, remediation and auditing services:",
    listItems: [
      "NIMAS XML conversion, including MathML and spoken math",
      "Accessible PDF (PDF/UA) remediation",
      "Accessible EPUB production",
      "Accessible web apps and website audits (WCAG 2.2 AA)",
      "Accessible Google Workspace documents",
      "Accessibility conformance reports (VPAT)",
      "DRM services for eBooks",
      "DRM services for videos, including transcription, summarization and encryption",
    ],
  },
  {
    id: "turnaround-times",
    question: "How long does each service take?",
    answerType: "list",
    answer:
      "Turnaround depends on the volume and complexity of your content. Typical timelines for standard projects are:",
    listItems: [
      "NIMAS XML conversion: 3-5 business days",
      "PDF/UA remediation: 1-3 business days",
      "EPUB conversion: 2-4 business days",
      "Website accessibility audit: 5-10 business days",
      "Google Workspace documents: 1-2 business days",
      "VPAT / Accessibility Conformance Report: 7-14 business days",
      "Rush service is available for time-sensitive projects",
    ],
  },
  {
    id: "what-is-nimas",
    question: "What is NIMAS and who needs it?",
    answerType: "text",
    answer:
      "NIMAS, the National Instructional Materials Accessibility Standard, is the XML-based format established under the Individuals with Disabilities Education Act (IDEA) for K-12 instructional materials. Publishers of textbooks used in U.S. elementary and secondary schools typically provide NIMAS file sets to the NIMAC so that braille, audio, large print and digital versions can be produced for students with print disabilities.",
  },
  {
    id: "math-content",
    question: "Can you handle math and science content?",
    answerType: "text",
    answer:
      "Yes. We encode equations in MathML and add spoken math so formulas can be read aloud by text-to-speech engines and navigated with screen readers and refreshable braille displays. Charts, diagrams and scientific images receive descriptions written by specialists with subject-matter expertise.",
  },
  {
    id: "what-is-pdf-ua",
    question: "What is PDF/UA and how is it different from a tagged PDF?",
    answerType: "text",
    answer:
      "PDF/UA (ISO 14289) is the international standard for universally accessible PDF documents. A tagged PDF simply contains a structure tree, while a PDF/UA-conformant file has tags that correctly represent every heading, list, table, figure and form field, along with a logical reading order, alternative text, document language and title metadata.",
  },
  {
    id: "pdf-remediation-includes",
    question: "What does your PDF remediation include?",
    answerType: "list",
    answer: "Every remediated PDF goes through the same documented workflow:",
    listItems: [
      "Correct tagging of headings, paragraphs, lists and figures",
      "Logical reading order and tab order",
      "Accessible tables with properly associated headers",
      "Alternative text for meaningful images and artifact tagging for decorative ones",
      "Labelled, keyboard-accessible form fields",
      "Document title, language and metadata",
      "Validation with automated checkers and manual screen reader testing",
    ],
  },
  {
    id: "epub-versions",
    question: "Which EPUB standards do you follow?",
    answerType: "text",
    answer:
      "We produce EPUB 3 files that meet the EPUB Accessibility specification and WCAG 2.2 Level AA. Each title includes accessibility metadata, a navigable table of contents and page list, and is validated with EPUBCheck and Ace by DAISY before delivery.",
  },
  {
    id: "audit-process",
    question: "What does a website accessibility audit include?",
    answerType: "list",
    answer: "Our WCAG 2.2 AA audits combine automated scanning with expert manual testing:",
    listItems: [
      "Automated scans to catch common issues across your pages",
      "Manual testing with screen readers such as NVDA, JAWS, VoiceOver and TalkBack",
      "Keyboard-only navigation and focus visibility checks",
      "Color contrast, zoom, reflow and text spacing evaluation",
      "A prioritized report with severity ratings and remediation guidance",
      "Re-testing once your team has fixed the reported issues",
    ],
  },
  {
    id: "wcag-level",
    question: "Which WCAG level should we aim for?",
    answerType: "text",
    answer:
      "For most organizations, WCAG 2.2 Level AA is the right target. It is the level referenced by most accessibility laws and procurement policies, and meeting WCAG 2.2 AA also satisfies WCAG 2.1 AA and 2.0 AA. Level AAA criteria can be applied selectively where they are practical for your content.",
  },
  {
    id: "what-is-vpat",
    question: "What is a VPAT and why do I need one?",
    answerType: "text",
    answer:
      "A VPAT (Voluntary Product Accessibility Template) is the template used to create an Accessibility Conformance Report (ACR), which documents how well a product meets standards such as WCAG, Section 508 and EN 301 549. Government agencies, universities and large enterprises often require an ACR before they purchase software or digital content.",
  },
  {
    id: "vpat-testing",
    question: "Do you test the product before writing the VPAT?",
    answerType: "text",
    answer:
      "Always. Every conformance statement in our reports is based on hands-on evaluation by our specialists using assistive technologies, not on self-reported information, so your report is accurate and defensible during procurement reviews.",
  },
  {
    id: "google-workspace",
    question: "Can you make our Google Docs, Sheets and Slides accessible?",
    answerType: "text",
    answer:
      "Yes. We remediate Google Docs, Sheets, Slides and Forms by applying proper heading structure, alternative text, accessible tables, logical reading order and sufficient color contrast. We can also create accessible templates and train your team so new documents are accessible from the start.",
  },
  {
    id: "drm-and-accessibility",
    question: "Does DRM interfere with accessibility?",
    answerType: "text",
    answer:
      "It can, but it does not have to. Our DRM services for eBooks protect your content while keeping text-to-speech, screen reader access and display adjustments working, so readers with disabilities are never locked out of titles they are entitled to use.",
  },
  {
    id: "video-services",
    question: "What do your DRM services for videos include?",
    answerType: "list",
    answer: "Our video services make your media both accessible and secure:",
    listItems: [
      "Accurate transcription reviewed by our editors",
      "Synchronized closed captions",
      "Concise video summaries and chapter markers",
      "Encryption and secure streaming",
      "Access controls for authorized viewers",
    ],
  },
  {
    id: "file-formats",
    question: "What file formats do you accept?",
    answerType: "list",
    answer: "We work with the source files you already have, including:",
    listItems: [
      "PDF (native or scanned)",
      "Microsoft Word and PowerPoint",
      "Adobe InDesign packages",
      "Google Docs, Sheets, Slides and Forms",
      "XML, HTML and existing EPUB files",
      "Audio and video files for transcription and captioning",
    ],
  },
  {
    id: "pricing",
    question: "How is pricing determined?",
    answerType: "text",
    answer:
      "Pricing depends on the service, the number of pages or screens, and the complexity of the content, such as tables, forms, math or images that need descriptions. After a brief assessment we provide a clear, itemized quote with no hidden fees. Request a quote through our client portal to get started.",
  },
  {
    id: "security-confidentiality",
    question: "How do you keep our files secure and confidential?",
    answerType: "text",
    answer:
      "Files are exchanged through our secure client portal and are accessible only to the specialists assigned to your project. We are happy to sign non-disclosure agreements, and we delete project files after delivery on request or according to our retention policy.",
  },
  {
    id: "quality-assurance",
    question: "How do you ensure quality?",
    answerType: "text",
    answer:
      "Every project passes through multiple quality checks: automated validation against the relevant standard, manual review by a second specialist, and testing with assistive technologies such as screen readers. Deliverables include a conformance report, and we promptly address any accessibility issue you find in our work.",
  },
  {
    id: "getting-started",
    question: "How do we get started?",
    answerType: "text",
    answer:
      "Request a quote through our client portal and share a sample of your content along with your deadlines. We will review it, confirm the scope, pricing and turnaround, and begin work as soon as you approve. Existing clients can sign in to the client portal to submit new projects and track progress.",
  },
];
