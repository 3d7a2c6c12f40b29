// The CMS's sortable collections, each declared once: the lists an administrator keeps in order on one screen and
// visitors read as a whole (team, client logos, testimonials, FAQ, services, home page cards, standards regions).
// The server's routes, public reads, take-downs and activity sentences, the endpoint table (and so the API
// reference and the authorization test), the admin sidebar and the client's query keys are all made from this
// table: adding a collection is an entry here plus its table, schema, migration, screen and dialog
// (docs/adding-a-collection.md).
//
// It names its table rather than importing it (tables are server code); the public pages never import it, so a
// visitor's browser does not download the collections' validation rules.
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { adminBase } from "./paths";
import { faqResource } from "./schema/faq";
import type { SortableResource } from "./schema/fields";
import { logoResource } from "./schema/logos";
import { homeCardResource, insertServiceSchema, serviceResource } from "./schema/services";
import { standardsResource } from "./schema/standards";
import { teamResource } from "./schema/team";
import { testimonialResource } from "./schema/testimonials";
import type * as Tables from "./tables";

/** Which size and type rule an upload follows (the server's rules are in server/http/uploads.ts). */
export type UploadKind = "image" | "logo" | "team-photo";

export interface CollectionUpload {
  /** The address below the collection's, e.g. "upload" for POST /api/team/upload. */
  path: string;
  /** The row field the stored file's address goes into, and the field of the answer that carries it. */
  field: string;
  kind: UploadKind;
  /** What the file is, for the API reference: "a team member's photo". */
  what: string;
}

/** The icons the admin sidebar offers a screen (their pictures are chosen in client/src/app/admin-screens.tsx). */
export const adminIconNames = [
  "users",
  "image",
  "quote",
  "question",
  "grid",
  "scale",
  "file",
  "mail",
  "menu",
  "signpost",
  "settings",
  "shield",
  "user-cog",
  "history",
  "archive",
] as const;
export type AdminIconName = (typeof adminIconNames)[number];

/** What one collection is, besides its table and schemas. */
export interface CollectionFacts {
  /** The path word: the API lives at /api/{path}, the admin screen (if any) at /admin/{path}. */
  path: string;
  /** How the activity log names one item and several ("team member", "team members"). */
  nouns: readonly [string, string];
  /** How the activity filter and the activity list name the kind of item ("Team member"). */
  label: string;
  /** The group of its endpoints in the API reference ("Team"). */
  tag: string;
  /** Visitors read the whole list at GET /api/{path}; its answer is cached and seeded into first screens. */
  publicRead: boolean;
  /** Its own admin screen at /admin/{path}, in the sidebar; absent when it is edited on another one's screen. */
  screen?: { label: string; icon: AdminIconName };
  /** Image uploads beside the list. */
  uploads?: readonly CollectionUpload[];
}

/** The export names of the tables in ./tables that have what every sortable list needs: id, sortOrder, updatedAt. */
export type SortableTableName = {
  [K in keyof typeof Tables]: (typeof Tables)[K] extends PgTable & {
    id: AnyPgColumn;
    sortOrder: AnyPgColumn;
    updatedAt: AnyPgColumn;
  }
    ? K
    : never;
}[keyof typeof Tables];

/** A collection in full: the facts, its table (by its export name in ./tables, which is server code) and schemas. */
export interface Collection extends CollectionFacts {
  table: SortableTableName;
  /** What a create, an edit and a reorder carry; the reorder body's one key is `resource.reorderKey`. */
  resource: SortableResource<number> | SortableResource<string>;
  /** The create's body when it differs from `resource.insert` (a service's id is chosen once, when it is made). */
  create?: z.ZodType<object>;
  /** Rows keyed by text rather than a serial number (a service's id is part of its address). */
  textKey?: boolean;
}

const declared = {
  team: {
    path: "team",
    table: "teamMembers",
    resource: teamResource,
    nouns: ["team member", "team members"],
    label: "Team member",
    tag: "Team",
    publicRead: true,
    screen: { label: "Team Management", icon: "users" },
    uploads: [{ path: "upload", field: "imageUrl", kind: "team-photo", what: "a team member's photo" }],
  },
  logos: {
    path: "logos",
    table: "clientLogos",
    resource: logoResource,
    nouns: ["client logo", "client logos"],
    label: "Client logo",
    tag: "Client logos",
    publicRead: true,
    screen: { label: "Client Logos", icon: "image" },
    uploads: [{ path: "upload", field: "logoUrl", kind: "logo", what: "a logo image" }],
  },
  testimonials: {
    path: "testimonials",
    table: "testimonials",
    resource: testimonialResource,
    nouns: ["testimonial", "testimonials"],
    label: "Testimonial",
    tag: "Testimonials",
    publicRead: true,
    screen: { label: "Testimonials", icon: "quote" },
    uploads: [
      { path: "upload/avatar", field: "avatarUrl", kind: "image", what: "a person's photo" },
      { path: "upload/logo", field: "companyLogoUrl", kind: "logo", what: "a company logo" },
    ],
  },
  faq: {
    path: "faq",
    table: "faqItems",
    resource: faqResource,
    nouns: ["question", "FAQ questions"],
    label: "FAQ item",
    tag: "FAQ",
    publicRead: true,
    screen: { label: "FAQ", icon: "question" },
  },
  services: {
    path: "services",
    table: "services",
    resource: serviceResource,
    create: insertServiceSchema,
    textKey: true,
    nouns: ["service", "services"],
    label: "Service",
    tag: "Services",
    publicRead: true,
    screen: { label: "Services", icon: "grid" },
    uploads: [{ path: "upload", field: "imageUrl", kind: "image", what: "a service's image" }],
  },
  "home-cards": {
    path: "home-cards",
    table: "homeServiceCards",
    resource: homeCardResource,
    nouns: ["home page card", "home page cards"],
    label: "Home page card",
    tag: "Home page cards",
    publicRead: true,
  },
  standards: {
    path: "standards",
    table: "standardsRegions",
    resource: standardsResource,
    nouns: ["standards region", "standards regions"],
    label: "Standards region",
    tag: "Standards",
    publicRead: true,
    screen: { label: "Standards", icon: "scale" },
  },
} satisfies Record<string, Collection>;

export type CollectionKey = keyof typeof declared;
/** The collections with an admin screen of their own (the home page cards are edited on the Services screen). */
export type CollectionScreenKey = {
  [K in CollectionKey]: (typeof declared)[K] extends { screen: object } ? K : never;
}[CollectionKey];

/** Every collection, keyed by its path word, in the order the admin sidebar lists their screens. */
export const collections: Readonly<Record<CollectionKey, Collection>> = declared;

export const collectionKeys = Object.keys(collections) as CollectionKey[];

/** The collections visitors read, by path word: each is a public list of the read cache. */
export const publicCollectionKeys = collectionKeys.filter((key) => collections[key].publicRead);

/** The admin screens of the collections that have one, keyed like the collections, as the route table declares screens. */
export const collectionScreens = Object.fromEntries(
  collectionKeys.flatMap((key) => {
    const { path, screen } = collections[key];
    return screen ? [[key, { path: `${adminBase}/${path}`, label: screen.label, nav: ["admin"] as const }]] : [];
  }),
) as Record<CollectionScreenKey, { path: string; label: string; nav: readonly ["admin"] }>;
