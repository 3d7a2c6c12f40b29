import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientLogo } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { LOGOS_KEY } from "./get-logos";
import type { LogoFormValues } from "./logo-form-schema";
import { logoErrorToast, logoSuccessToast } from "./logo-toasts";

/** New logos go to the end of the carousel. */
export const createLogo = (values: LogoFormValues & { sortOrder: number }) =>
  apiJson<ClientLogo>("POST", "/api/logos", values);

export function useCreateLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLogo,
    onSuccess: () => logoSuccessToast("Logo added", "The client logo has been added successfully."),
    onError: (error) => logoErrorToast("Failed to add logo", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOGOS_KEY }),
  });
}
