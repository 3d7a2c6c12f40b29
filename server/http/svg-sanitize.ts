// Uploaded SVG logos are cleaned before they are stored: an SVG is a document that can carry scripts, event
// handlers, links to javascript: addresses, embedded HTML (foreignObject) and references to other servers. The
// site shows logos through <img> and serves them with a sandboxing Content-Security-Policy, so none of that could
// run anyway; removing it as well means a file downloaded or opened elsewhere is harmless too. svgo parses the
// XML properly (a hand-written filter would miss namespaced or encoded forms); only the plugins below run, so the
// drawing itself is left as it was. svgo and the CSS parser it brings hold about 30 MiB once loaded, so they are
// loaded with the first SVG upload, not at start-up.
import type { CustomPlugin } from "svgo";

let svgo: Promise<typeof import("svgo")> | undefined;

/** Elements that embed other documents or run code, whatever their namespace prefix. */
const ACTIVE_ELEMENTS = new Set(["script", "foreignobject", "iframe", "embed", "object", "handler", "listener"]);
/** Animations that could change a link's address after the file was checked. */
const ANIMATIONS = new Set(["set", "animate"]);
const LINK_ATTRIBUTES = new Set(["href", "xlink:href"]);
/** A link inside the file, or an image embedded in it: anything else points elsewhere. */
const SAFE_LINK = /^\s*(#|data:image\/(png|jpeg|gif|webp);)/i;

const localName = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

const removeActiveContent: CustomPlugin = {
  name: "removeActiveContent",
  fn: () => ({
    element: {
      enter: (node, parent) => {
        const name = localName(node.name);
        const targetsLink = ANIMATIONS.has(name) && LINK_ATTRIBUTES.has(node.attributes.attributeName ?? "");
        if (ACTIVE_ELEMENTS.has(name) || targetsLink) {
          parent.children = parent.children.filter((child) => child !== node);
          return;
        }
        for (const attribute of Object.keys(node.attributes)) {
          const value = node.attributes[attribute]!;
          const external = LINK_ATTRIBUTES.has(attribute.toLowerCase()) && !SAFE_LINK.test(value);
          if (/^on/i.test(localName(attribute)) || external) delete node.attributes[attribute];
        }
      },
    },
  }),
};

export class UnreadableSvgError extends Error {}

/** The SVG without active content or outside references; UnreadableSvgError when it is not well-formed XML. */
export async function sanitizeSvg(svg: Buffer): Promise<Buffer> {
  const { optimize } = await (svgo ??= import("svgo"));
  try {
    const { data } = optimize(svg.toString("utf8"), {
      plugins: ["removeScripts", removeActiveContent],
      multipass: false,
    });
    return Buffer.from(data);
  } catch (error) {
    throw new UnreadableSvgError((error as Error).message);
  }
}
