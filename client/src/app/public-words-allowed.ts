// The sentences the public site's code may keep writing itself (public-words.test.ts), each group with the reason
// it stays in code. Every other word a visitor reads is the owners': a site text (Site Settings), an item of a
// collection the CMS edits, or a catalogue (client/src/content, shared/). Exact strings, spaces collapsed, with
// "{…}" where an expression sits in the sentence.
export const PUBLIC_WORDS_IN_CODE: string[] = [
  // What assistive technology and every form need in the same words on every site: the skip link, the error
  // summary's heading (the GOV.UK pattern screen reader users know), the sidebar's landmark name.
  "Skip to main content",
  "There is a problem",
  "Get started and related services",
  // States of the site rather than its content: loading failures, empty lists, pages not found, the draft banner
  // administrators see. Fixed product messages, the same for every company.
  "{…} could not be loaded.",
  "Failed to load the page. Please try again later.",
  "Failed to load testimonials",
  "No testimonials available yet {…}",
  "No services are listed yet.",
  "No standards listed yet.",
  "Our team information is coming soon.",
  "The service you're looking for doesn't exist or has been moved.",
  "Sorry, the page you're looking for doesn't exist or isn't published yet.",
  "Did you forget to add the page to the router?",
  "Return to Home Page",
  // The preview banner an administrator sees on a draft page: not for visitors, so not the owners' words.
  "Only administrators see this page; visitors get &ldquo;page not found&rdquo; until it is published.",
  "Select at least one level to see success criteria.",
  // The quote form: its labels, hints, honeypot and messages, which its validation and its tests rely on, and the
  // Contact page's explanation of where quotes go, which depends on the quote form switch.
  "Challenges must be at most {…} characters",
  "A member of our team will read it and reply by e-mail to",
  "Deadlines, file formats, volume, or anything else we should know.",
  "If you need to add anything in the meantime, write to",
  "Leave this field empty",
  "Tell us about your project and a member of our team will reply by e-mail. All fields are required unless marked optional.",
  "Thank you, we have your request",
  "What can we help with?",
  "Your request could not be sent. Please try again.",
  "Quote requests, project files and sign-in are handled on our secure client portal, which opens in a new tab.",
  "Request a quote with the form below, or use our secure client portal (it opens in a new tab) for project files and sign-in.",
  "Support for existing projects",
  // Not site texts yet (the next candidates): the Contact page's 'What happens next' steps, the introductions of
  // the Services, Standards, FAQ and WCAG Explorer pages, and a service page's heading over its own text.
  "We read your request",
  "A specialist reads it within one business day.",
  "We reply with a plan",
  "You get the approach we propose, a quote and a turnaround time by e-mail, with any questions we have.",
  "Once you accept, we agree on the files and a schedule. Clients follow their projects on the client portal.",
  "End-to-end conversion, remediation and auditing, delivered by specialists and verified with assistive technology.",
  "The laws and standards that apply to your content depend on where you publish and whom you serve. Choose a region to see what it requires.",
  "Turnaround times, formats, standards and how we check our work. Can't find your answer? Ask us directly.",
  "The Web Content Accessibility Guidelines organise their success criteria under four principles. Choose a principle and the levels you need; each criterion links to its official W3C explanation.",
  "Why Choose Our {…} Service",
  // Facts about other parties' work: Thorium Reader's features and requirements (EPUB service page), and Global
  // Accessibility Awareness Day's banner on the WCAG Explorer in May, whose address is a site text.
  "Test your accessible EPUBs the way readers do with {…} , a free, open-source reading application by EDRLab. {…}",
  "Read, Select, Annotate, Classify",
  "Keyboard and screen reader support",
  "Customizable display: fonts, spacing, colours and themes",
  "macOS Big Sur or later",
  "Global Accessibility Awareness Day",
  "This May, take a few minutes to experience your content the way your users do:",
  "Turn on a screen reader and listen to your home page.",
  "Unplug your mouse for an hour and use your site with the keyboard alone.",
  "Zoom your browser to 200% and check that nothing is cut off.",
  "How to Meet WCAG 2.2 (Quick Reference)",
  // The two example testimonials the home page shows until real ones are published (a switch in Site Settings
  // turns them off), and the line that says they are examples.
  "The accessible EPUB files passed Ace by DAISY on the first try, and our screen reader users could finally navigate the equations.",
  "Their WCAG 2.2 audit gave our developers clear, prioritized fixes, and the follow-up retest confirmed every issue was resolved.",
  "Until our clients' words are published here, these examples show the kind of feedback we collect.",
  // What the content pages' cleaning names when it leaves something out of an administrator's HTML: shown in the
  // page editor, not to visitors.
  "Addresses that are not web, mail or phone links {…}",
  "Embedded page or video",
  "Form and its fields",
  "Ids that would clash with the page itself ( {…} )",
  "Opening links in a new tab or window",
  "Other elements ( {…} ): their text stays",
];
