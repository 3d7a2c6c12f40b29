import { forwardRef, type ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { Spinner16 } from "./spinner-inline";

export interface SubmitButtonProps extends ButtonProps {
  /** The request is under way: the button waits, shows a spinner and says so. */
  pending: boolean;
  /** What it says meanwhile, such as "Saving...". */
  pendingText: string;
  /** An icon shown before the text while nothing is pending (the spinner takes its place). */
  icon?: ReactNode;
}

/**
 * A form's submit button, or any button that starts a request: while the request is under way it is disabled and
 * its text says what is happening, beside a spinner. It submits unless given another `type`.
 */
export const SubmitButton = forwardRef<HTMLButtonElement, SubmitButtonProps>(function SubmitButton(
  { pending, pendingText, icon, disabled, type = "submit", children, ...props },
  ref,
) {
  return (
    <Button ref={ref} type={type} disabled={pending || disabled} {...props}>
      {pending ? <Spinner16 /> : icon}
      {pending ? pendingText : children}
    </Button>
  );
});
