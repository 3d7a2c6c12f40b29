import { Button } from "@/components/ui/button";

/**
 * Puts a field's default back into it (saved with the form). Its name says which field ("Restore default for Sales
 * e-mail"), since every field of a card has one.
 */
export function RestoreDefaultButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      Restore default<span className="sr-only"> for {label}</span>
    </Button>
  );
}
