import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { PublicNavLinks } from "@/components/site-header/public-nav";
import { navigationQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { serviceRows } from "@/test/services";
import { adminRoutes, type AdminRouteId } from "@shared/admin-routes";
import { adminBase, adminHome, navFor, publicRoutes, redirects, type PublicRouteId } from "@shared/paths";
import { AdminRouteSwitch } from "./admin-app";
import { adminNav, adminPages, type AdminPage } from "./admin-screens";
import { publicPages, type RoutePage } from "./public-pages";
import { PublicRouteSwitch } from "./public-site";
import { redirectRoutes } from "./router";

const publicIds = Object.keys(publicRoutes) as PublicRouteId[];
const adminIds = Object.keys(adminRoutes) as AdminRouteId[];

/** A concrete address for a route: each `:name` filled with `example-name`. */
const examplePath = (pattern: string) => pattern.replace(/:(\w+)/g, "example-$1");

/** Stand-ins for the real pages that say which route they are, so the test sees which one the router chose. */
const stubPublicPages = Object.fromEntries(
  publicIds.map((id) => [
    id,
    ({ params }: { params: Record<string, string | undefined> }) => (
      <p>
        route {id} {JSON.stringify(params)}
      </p>
    ),
  ]),
) as Record<PublicRouteId, RoutePage>;
const StubNotFound: RoutePage = () => <p>not found</p>;

describe("every route of the table has a page", () => {
  it("maps each public and admin route to a component", () => {
    expect(Object.keys(publicPages).sort()).toEqual([...publicIds].sort());
    for (const id of publicIds) expect(publicPages[id], id).toBeTruthy();
    expect(Object.keys(adminPages).sort()).toEqual([...adminIds].sort());
    for (const id of adminIds) expect(adminPages[id].page, id).toBeTruthy();
  });

  describe("with the real pages", () => {
    afterEach(() => vi.unstubAllGlobals());

    // A service that exists and a published page, so that only a missing route could show a not-found screen.
    const realPath = (id: PublicRouteId) => (id === "service" ? "/services/pdf" : examplePath(publicRoutes[id].path));

    it.each(publicIds)("renders the %s page at its path, not the 404 screen", async (id) => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async (url: string) =>
          url.startsWith("/api/pages/slug/")
            ? Response.json({
                id: 1,
                slug: "example-slug",
                title: "Example page",
                content: "<p>Hello</p>",
                isPublished: true,
              })
            : url === "/api/services"
              ? Response.json(serviceRows)
              : Response.json([]),
        ),
      );
      render(
        <HelmetProvider>
          <QueryClientProvider client={createQueryClient()}>
            <Router hook={memoryLocation({ path: realPath(id) }).hook}>
              <Suspense fallback={<p>loading</p>}>
                <PublicRouteSwitch />
              </Suspense>
            </Router>
          </QueryClientProvider>
        </HelmetProvider>,
      );
      const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
      expect(heading).not.toHaveTextContent(/not found/i);
    });
  });

  it.each(publicIds)("shows the %s page at its path, not the not-found screen", (id) => {
    const path = examplePath(publicRoutes[id].path);
    render(
      <Router hook={memoryLocation({ path }).hook}>
        <PublicRouteSwitch pages={stubPublicPages} notFound={StubNotFound} />
      </Router>,
    );
    expect(screen.getByText(new RegExp(`^route ${id} `))).toBeInTheDocument();
    expect(screen.queryByText("not found")).not.toBeInTheDocument();
  });

  it("shows the not-found screen for an address no route matches", () => {
    render(
      <Router hook={memoryLocation({ path: "/services/pdf/extra" }).hook}>
        <PublicRouteSwitch pages={stubPublicPages} notFound={StubNotFound} />
      </Router>,
    );
    expect(screen.getByText("not found")).toBeInTheDocument();
  });

  const stubAdminPages = Object.fromEntries(
    adminIds.map((id): [AdminRouteId, AdminPage] => [id, { page: () => <p>admin {id}</p>, icon: adminPages[id].icon }]),
  ) as Record<AdminRouteId, AdminPage>;

  function renderAdminAt(path: string) {
    const location = memoryLocation({ path, record: true });
    render(
      <Router hook={location.hook}>
        <Route path={adminBase} nest>
          <AdminRouteSwitch pages={stubAdminPages} />
        </Route>
      </Router>,
    );
    return location;
  }

  it.each(adminIds)("shows the %s admin screen at its path", (id) => {
    const location = renderAdminAt(adminRoutes[id].path);
    expect(screen.getByText(`admin ${id}`)).toBeInTheDocument();
    expect(location.history).toEqual([adminRoutes[id].path]);
  });

  it("opens the admin area's first screen for an admin address that names no screen", () => {
    const location = renderAdminAt(`${adminBase}/no-such-screen`);
    expect(screen.getByText(`admin ${adminIds[0]}`)).toBeInTheDocument();
    expect(location.history).toEqual([adminHome]);
  });
});

describe("redirects", () => {
  it.each(redirects.map((r) => [r.from, r.to]))(
    "sends %s on to %s, replacing the old address in history",
    (from, to) => {
      const location = memoryLocation({ path: from, record: true });
      render(
        <Router hook={location.hook}>
          <Switch>
            {redirectRoutes()}
            <Route>arrived</Route>
          </Switch>
        </Router>,
      );
      expect(screen.getByText("arrived")).toBeInTheDocument();
      expect(location.history).toEqual([to]);
    },
  );
});

describe("navs come from the table", () => {
  it("lists the header's routes in the site navigation until the stored menus arrive, marking the current one", () => {
    const header = navFor("header");
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: header[1]!.path }).hook}>
          <nav aria-label="Main">
            <PublicNavLinks />
          </nav>
        </Router>
      </QueryClientProvider>,
    );
    const links = within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      header.map((e) => [e.label, e.path]),
    );
    expect(links[1]).toHaveAttribute("aria-current", "page");
    expect(links[0]).not.toHaveAttribute("aria-current");
  });

  it("lists the stored header menu: site paths through the router, https addresses as plain links", () => {
    const client = createQueryClient();
    client.setQueryData(navigationQuery.queryKey, {
      header: [
        { label: "Careers", href: "/page/careers" },
        { label: "Blog", href: "https://blog.example.com/" },
      ],
      footer: [],
      legal: [],
      updatedAt: null,
    });
    render(
      <QueryClientProvider client={client}>
        <Router hook={memoryLocation({ path: "/page/careers" }).hook}>
          <PublicNavLinks />
        </Router>
      </QueryClientProvider>,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Careers", "/page/careers"],
      ["Blog", "https://blog.example.com/"],
    ]);
    expect(links[0]).toHaveAttribute("aria-current", "page");
  });

  it("lists every admin route in the admin nav, with an icon each", () => {
    expect(adminNav.map((entry) => [entry.path, entry.label])).toEqual(
      adminIds.map((id) => [adminRoutes[id].path, adminRoutes[id].label]),
    );
    for (const entry of adminNav) expect(entry.icon, entry.id).toBeTruthy();
  });
});
