import { PageHead } from "@/components/ui/page-head";
import { staticMeta } from "@shared/route-meta";
import { PageIntro } from "@/components/ui/page-intro";
import { legalContent, type LegalKind } from "./legal-content";

export default function LegalPage({ kind }: { kind: LegalKind }) {
  const meta = staticMeta[kind];
  return (
    <>
      <PageHead meta={meta} />
      <PageIntro title={meta.title}>{meta.description}</PageIntro>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        {legalContent[kind].map((section) => (
          <section key={section.heading}>
            <h2 className="text-2xl font-bold text-slate-900">{section.heading}</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{section.text}</p>
          </section>
        ))}
      </div>
    </>
  );
}
