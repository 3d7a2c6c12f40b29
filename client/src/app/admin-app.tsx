// Placeholder: the admin CMS (layout, guard and screens) is built in its own issue.
export default function AdminApp() {
  return (
    <main id="main-content">
      <h1>Admin</h1>
    </main>
  );
}
