// Placeholder: the public site (layout and every public route) is built in its own issue.
export function PublicSite() {
  return (
    <main id="main-content">
      <h1>Accessible content services</h1>
    </main>
  );
}
