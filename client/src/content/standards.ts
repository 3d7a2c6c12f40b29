/**
 * The four regions the site showed before the standards moved into the database (standards_regions, edited at
 * /admin/standards). The site no longer reads this file: it is the expected data of the tests that check the
 * database is seeded with exactly these texts, in this order.
 */

export interface StandardsRegion {
  id: string;
  title: string;
  subtitle: string;
  icon: "government" | "globe" | "file-list";
  details: { title: string; description: string }[];
}

export const standardsRegions: readonly StandardsRegion[] = [
  {
    id: "united-states",
    title: "United States",
    subtitle: "Federal civil rights and education laws",
    icon: "government",
    details: [
      {
        title: "ADA (Americans with Disabilities Act)",
        description:
          "The ADA (1990) prohibits discrimination on the basis of disability. Title II covers state and local governments, and a 2024 Department of Justice rule requires their web content and mobile apps to conform to WCAG 2.1 Level AA. Title III covers businesses open to the public, and courts commonly treat WCAG as the benchmark for accessible websites.",
      },
      {
        title: "Section 508",
        description:
          "Section 508 of the Rehabilitation Act requires federal agencies to make the information and communication technology they develop, procure, maintain or use accessible. The Revised 508 Standards, in effect since January 2018, incorporate WCAG 2.0 Level AA for web content, electronic documents and software.",
      },
      {
        title: "IDEA (Individuals with Disabilities Education Act)",
        description:
          "IDEA guarantees students with disabilities a free appropriate public education. Its 2004 reauthorization established the National Instructional Materials Accessibility Standard (NIMAS) and the NIMAC repository, so publishers supply textbook source files from which accessible formats such as braille, audio and large print are produced for students with print disabilities.",
      },
    ],
  },
  {
    id: "european-union",
    title: "European Union",
    subtitle: "EU directives for accessible products, services and public sector websites",
    icon: "globe",
    details: [
      {
        title: "EAA (European Accessibility Act)",
        description:
          "The European Accessibility Act, Directive (EU) 2019/882, sets common accessibility requirements for key products and services, including e-books, e-commerce, banking services, computers and smartphones. It has applied since 28 June 2025, and conformity is typically demonstrated against the harmonised standard EN 301 549.",
      },
      {
        title: "Web Accessibility Directive",
        description:
          "Directive (EU) 2016/2102 requires the websites and mobile apps of public sector bodies to be perceivable, operable, understandable and robust, in practice meeting EN 301 549 (which incorporates WCAG 2.1 Level AA). Public bodies must publish an accessibility statement and provide a feedback mechanism for users.",
      },
    ],
  },
  {
    id: "canada",
    title: "Canada",
    subtitle: "Federal and provincial accessibility legislation",
    icon: "government",
    details: [
      {
        title: "ACA (Accessible Canada Act)",
        description:
          "The Accessible Canada Act (2019) aims to make Canada barrier-free by 2040. It applies to federally regulated organizations, such as banks, telecommunications and transportation providers and the Government of Canada, which must publish accessibility plans, establish feedback processes and report on their progress, including on information and communication technologies.",
      },
      {
        title: "AODA (Accessibility for Ontarians with Disabilities Act)",
        description:
          "The AODA (2005) and its Integrated Accessibility Standards Regulation require Ontario public sector organizations and businesses with 50 or more employees to make their public websites and web content conform to WCAG 2.0 Level AA, with limited exceptions, and to provide accessible formats on request.",
      },
      {
        title: "Standard on Web Accessibility",
        description:
          "The Treasury Board of Canada Secretariat Standard on Web Accessibility (2011) requires Government of Canada websites and web applications to conform to WCAG 2.0 Level AA, ensuring that federal online information and services can be used by people with disabilities.",
      },
    ],
  },
  {
    id: "wcag",
    title: "WCAG Standards",
    subtitle: "The international benchmark for digital accessibility",
    icon: "file-list",
    details: [
      {
        title: "WCAG 2.2",
        description:
          "The Web Content Accessibility Guidelines 2.2 became a W3C Recommendation in October 2023. It adds nine success criteria to WCAG 2.1, covering focus visibility, target size, dragging, consistent help, redundant entry and accessible authentication, and removes the obsolete 4.1.1 Parsing criterion. Content that conforms to WCAG 2.2 also conforms to WCAG 2.1 and 2.0.",
      },
      {
        title: "The Four POUR Principles",
        description:
          "WCAG is organized around four principles: Perceivable (information can be presented in ways users can perceive), Operable (interface components and navigation can be operated), Understandable (information and operation are clear) and Robust (content works reliably with current and future assistive technologies).",
      },
      {
        title: "Level A",
        description:
          "The minimum level of conformance. Level A success criteria remove the most severe barriers that would make content impossible for some people to use.",
      },
      {
        title: "Level AA",
        description:
          "The level referenced by most laws and policies worldwide, including the ADA Title II rule, Section 508, EN 301 549 and the AODA. Conforming at Level AA means meeting every Level A and Level AA success criterion.",
      },
      {
        title: "Level AAA",
        description:
          "The highest level of conformance. It is not recommended as a general requirement for entire sites because some content cannot satisfy every AAA criterion, but individual AAA criteria are valuable wherever they can be met.",
      },
    ],
  },
];
