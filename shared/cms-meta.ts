// The sign-in page and the admin area: titled after the CMS and kept out of search engines. Apart from the
// public route metadata so that public pages never download these words.
import { paths } from "./paths";
import type { RouteMeta } from "./route-meta";

export const cmsName = (companyName: string) => `${companyName} CMS`;

export const cmsScreenMeta = {
  auth: {
    title: "Admin Access",
    description: "Sign in to the CMS to manage the content of this website.",
    path: paths.auth,
    noindex: true,
  },
  admin: { title: "Admin Dashboard", description: "Manage the website's content.", noindex: true },
} satisfies Record<string, RouteMeta>;
