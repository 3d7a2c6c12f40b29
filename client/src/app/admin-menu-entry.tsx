// Placeholder: the floating admin menu is built with the admin CMS.
export default function AdminMenu() {
  return null;
}
