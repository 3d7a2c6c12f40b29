import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  type LucideIcon,
} from "lucide-react";
import { Tooltip } from "@/components/ui/tooltip";
import type { EditorActions } from "./extensions";
import { RovingToolbar } from "./roving-toolbar";

interface Command {
  label: string;
  /** As people read it, e.g. Ctrl+B; `aria-keyshortcuts` gets the same keys in its own notation. */
  keys: string;
  icon: LucideIcon;
  /** Whether the command is on where the cursor is; commands without it are actions, not toggles. */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor, actions: EditorActions) => void;
}

const heading = (level: 2 | 3 | 4, icon: LucideIcon): Command => ({
  label: `Heading ${level}`,
  keys: `Ctrl+Alt+${level}`,
  icon,
  isActive: (editor) => editor.isActive("heading", { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
});

const COMMANDS: Command[] = [
  {
    label: "Paragraph",
    keys: "Ctrl+Alt+0",
    icon: Pilcrow,
    isActive: (editor) => editor.isActive("paragraph"),
    run: (editor) => editor.chain().focus().setParagraph().run(),
  },
  heading(2, Heading2),
  heading(3, Heading3),
  heading(4, Heading4),
  {
    label: "Bold",
    keys: "Ctrl+B",
    icon: Bold,
    isActive: (editor) => editor.isActive("bold"),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: "Italic",
    keys: "Ctrl+I",
    icon: Italic,
    isActive: (editor) => editor.isActive("italic"),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: "Bulleted list",
    keys: "Ctrl+Shift+8",
    icon: List,
    isActive: (editor) => editor.isActive("bulletList"),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    keys: "Ctrl+Shift+7",
    icon: ListOrdered,
    isActive: (editor) => editor.isActive("orderedList"),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Quote",
    keys: "Ctrl+Shift+B",
    icon: Quote,
    isActive: (editor) => editor.isActive("blockquote"),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  { label: "Link", keys: "Ctrl+K", icon: Link, run: (_editor, actions) => actions.openLink() },
  { label: "Image", keys: "Ctrl+Alt+M", icon: ImagePlus, run: (_editor, actions) => actions.openImage() },
];

/** Ctrl+Alt+2 in the notation of aria-keyshortcuts (Control+Alt+2). */
const ariaKeys = (keys: string) => keys.replace("Ctrl", "Control");

const buttonClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded px-2 text-sm text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 aria-pressed:bg-blue-100 aria-pressed:text-blue-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

interface EditorToolbarProps {
  editor: Editor;
  actions: EditorActions;
  htmlView: boolean;
  controls: string;
}

/** Formatting commands, each with its shortcut in its tooltip; while the HTML view is on they wait, announced as unavailable. */
export function EditorToolbar({ editor, actions, htmlView, controls }: EditorToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => COMMANDS.map((command) => command.isActive?.(current) ?? null),
  });

  return (
    <RovingToolbar label="Formatting" controls={controls}>
      {COMMANDS.map((command, index) => {
        const Icon = command.icon;
        const pressed = active[index];
        return (
          <Tooltip key={command.label} content={`${command.label} (${command.keys})`}>
            <button
              type="button"
              className={buttonClass}
              aria-label={command.label}
              aria-keyshortcuts={ariaKeys(command.keys)}
              aria-pressed={pressed === null || htmlView ? undefined : pressed}
              aria-disabled={htmlView || undefined}
              onClick={() => !htmlView && command.run(editor, actions)}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
            </button>
          </Tooltip>
        );
      })}
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />
      <Tooltip content="Edit the HTML source (Ctrl+Alt+H)">
        <button
          type="button"
          className={buttonClass}
          aria-pressed={htmlView}
          aria-keyshortcuts="Control+Alt+H"
          onClick={actions.toggleHtml}
        >
          <Code aria-hidden="true" className="h-4 w-4" />
          HTML
        </button>
      </Tooltip>
    </RovingToolbar>
  );
}
