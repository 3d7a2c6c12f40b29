import { Fragment } from "react";

/**
 * An e-mail address that wraps, when it must, only after its `@` and before its dots
 * ("northwind-press" / "@example" / ".com"), never between two letters of a word.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {/* Not even at its hyphens. */}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
