// What public-words.test.ts must find in a module, and what it must not: never imported by the site.
export function Fixture({ title }: { title: string }) {
  const status = "Loading the list of services";
  return (
    <section className="mt-4 flex items-center gap-3 text-lg font-semibold text-slate-900">
      <h2>Why Choose Our {title} Service</h2>
      <p className="mx-auto max-w-2xl text-lg text-blue-50">Tell us about your project today.</p>
      <a href="https://portal.example.com" aria-label="Opens the client portal in a new tab">
        Portal
      </a>
      <p role="status">{status}</p>
    </section>
  );
}
