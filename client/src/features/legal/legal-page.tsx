import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { legalContent, type LegalKind } from "./legal-content";

export default function LegalPage({ kind }: { kind: LegalKind }) {
  const doc = legalContent[kind];
  return (
    <>
      <PageHead title={doc.title} description={doc.description} />
      <PageIntro title={doc.title}>{doc.description}</PageIntro>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-2xl font-bold text-slate-900">{section.heading}</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{section.text}</p>
          </section>
        ))}
      </div>
    </>
  );
}
