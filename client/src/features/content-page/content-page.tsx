import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { Spinner } from "@/components/ui/spinner";
import { useAskServerIfMoved } from "@/lib/moved-address";
import { pageBySlugQuery } from "@/lib/queries";
import { contentPageMeta } from "@shared/content-page-meta";
import { paths } from "@shared/paths";
import { screenMeta, type RouteMeta } from "@shared/route-meta";
import { SafeHtml } from "./components/safe-html";

function Message({ meta, text, link = false }: { meta: RouteMeta; text: string; link?: boolean }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <PageHead meta={meta} />
      <h1 className="text-3xl font-bold text-slate-900">{meta.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {link && (
        <Link href={paths.home} className={buttonClass("primary", "lg", "mt-8")}>
          Return to Home Page
        </Link>
      )}
    </div>
  );
}

/** No published page at this address: the server is asked once whether the address moved. */
function PageNotFound() {
  useAskServerIfMoved();
  return (
    <Message
      meta={screenMeta.pageNotFound}
      text="Sorry, the page you're looking for doesn't exist or isn't published yet."
      link
    />
  );
}

/**
 * A published content page at /page/{slug} or /{slug}, under the same header band as the built-in pages;
 * administrators also see drafts there, marked as a preview.
 */
export default function ContentPage({ slug }: { slug: string }) {
  const { data: page, isLoading, isError } = useQuery(pageBySlugQuery(slug));
  if (isLoading) return <Spinner label="Loading page" className="min-h-[50vh]" />;
  if (isError) return <Message meta={screenMeta.pageError} text="Failed to load the page. Please try again later." />;
  if (!page) return <PageNotFound />;
  return (
    <article>
      <PageHead meta={{ ...contentPageMeta(page), noindex: !page.isPublished }} />
      {/* Only an administrator ever receives a draft; say plainly that visitors cannot see it. */}
      {!page.isPublished && (
        <div role="status" className="border-b border-amber-400 bg-amber-50">
          <p className="mx-auto max-w-7xl px-4 py-3 text-amber-950 sm:px-6 lg:px-8">
            <strong className="font-semibold">Preview — not published.</strong> Only administrators see this page;
            visitors get &ldquo;page not found&rdquo; until it is published.
          </p>
        </div>
      )}
      {/* The page's meta description, when it has one, is its introduction, as the built-in pages have one. */}
      <PageIntro title={page.title}>{page.metaDescription || undefined}</PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <SafeHtml html={page.content} className="content-prose max-w-3xl" />
      </div>
    </article>
  );
}
