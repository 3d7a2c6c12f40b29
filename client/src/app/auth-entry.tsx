// Placeholder: the sign-in screen is built with the admin CMS.
export default function AuthPage() {
  return (
    <main id="main-content">
      <h1>Admin Access</h1>
    </main>
  );
}
