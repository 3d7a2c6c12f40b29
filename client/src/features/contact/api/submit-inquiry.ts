import { useChange } from "@/lib/react-query";
import type { ProofOfWork } from "./proof-of-work";
import type { QuoteFormValues } from "./quote-form-schema";

export type { ProofOfWork };

// The proof of work and the sending itself live in proof-of-work.ts, which loads when the visitor first focuses the
// form (or sends it): the Contact page's own download stays as it was.
const loadSolver = () => import("./proof-of-work");

/** Starts solving the form's proof of work in the background, the first time only. */
export const startProofOfWork = (proof: ProofOfWork) => {
  loadSolver()
    .then((solver) => solver.start(proof))
    .catch(() => undefined);
};

/**
 * Sends a quote request to the public inquiry endpoint with its proof of work (rate limited per address; 429 says
 * when to try again). The public site has no toasts: the form shows a failure in place.
 */
export const useSubmitInquiry = (proof: ProofOfWork) =>
  useChange(async (values: QuoteFormValues) => (await loadSolver()).sendInquiry(values, proof));
