import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { PageHead } from "@/components/ui/page-head";
import { useAskServerIfMoved } from "@/lib/moved-address";
import { paths } from "@shared/paths";
import { screenMeta } from "@shared/route-meta";

/** Any path no route claims. */
export default function NotFoundPage() {
  // An address that moved is the server's to redirect: it is asked once, when the app got here by a link.
  useAskServerIfMoved();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <PageHead meta={screenMeta.notFound} />
      <h1 className="text-3xl font-bold text-slate-900">{screenMeta.notFound.title}</h1>
      <p className="mt-4 text-lg text-slate-700">Did you forget to add the page to the router?</p>
      <Link href={paths.home} className={buttonClass("primary", "lg", "mt-8")}>
        Return to Home Page
      </Link>
    </div>
  );
}
