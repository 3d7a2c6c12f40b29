// Every request shape (zod) and every row type, imported by both the client and the server, one file per resource
// in ./schema/. These modules must stay free of drizzle code, so that the browser's bundle does not carry the
// table definitions: the tables live in ./tables (server only), the row types are read from them with type-only
// imports (erased at build), and ./tables checks at compile time that each insert schema produces what its table
// accepts.
export * from "./schema/activity";
export { imageUrlSchema } from "./schema/fields";
export * from "./schema/faq";
export * from "./schema/inquiries";
export * from "./schema/logos";
export * from "./schema/media";
export * from "./schema/pages";
export * from "./schema/redirects";
export * from "./schema/services";
export * from "./schema/settings";
export * from "./schema/standards";
export * from "./schema/team";
export * from "./schema/testimonials";
export * from "./schema/users";
