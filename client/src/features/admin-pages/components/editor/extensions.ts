import Image from "@tiptap/extension-image";
import { ListItem } from "@tiptap/extension-list";
import { Extension } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

/** What the editor's own dialogs and views do; keyboard shortcuts call them. */
export interface EditorActions {
  openLink: () => void;
  openImage: () => void;
  toggleHtml: () => void;
}

/**
 * The elements the visual editor can hold: headings 2 to 4 (the page title is the level 1 heading), paragraphs,
 * lists, links, bold, italic, quotes, line breaks and images. Everything that would produce presentational or
 * off-topic markup (underline, strike-through, code, rules) is left out, and nothing is added after the last block.
 */
export function pageEditorExtensions(actions: () => EditorActions) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      trailingNode: false,
      listItem: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        // Links open where they are, as every other link on the site does.
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    // Tab and Shift+Tab leave the editor, as in any other field; nesting a list item is Ctrl+] and Ctrl+[ instead.
    ListItem.extend({
      addKeyboardShortcuts() {
        return {
          Enter: () => this.editor.commands.splitListItem(this.name),
          "Mod-]": () => this.editor.commands.sinkListItem(this.name),
          "Mod-[": () => this.editor.commands.liftListItem(this.name),
        };
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    Extension.create({
      name: "pageEditorShortcuts",
      addKeyboardShortcuts() {
        return {
          "Mod-k": () => (actions().openLink(), true),
          "Mod-Alt-m": () => (actions().openImage(), true),
          "Mod-Alt-h": () => (actions().toggleHtml(), true),
        };
      },
    }),
  ];
}

/** The elements the visual editor keeps, each with the attributes it keeps. */
const VISUAL_MARKUP: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href"],
  strong: [],
  b: [],
  em: [],
  i: [],
  blockquote: [],
  img: ["src", "alt", "title"],
  br: [],
};

/**
 * The markup in `html` that an edit in the visual view would drop: elements it has no place for (`<table>`) and
 * attributes it does not keep (`<p class>`), each named once, in the order they first appear.
 */
export function unsupportedMarkup(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const found = new Set<string>();
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    const kept = VISUAL_MARKUP[tag];
    if (!kept) {
      found.add(`<${tag}>`);
      continue;
    }
    for (const attribute of element.getAttributeNames()) {
      if (!kept.includes(attribute)) found.add(`<${tag} ${attribute}>`);
    }
  }
  return [...found];
}
