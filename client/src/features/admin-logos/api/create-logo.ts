import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import type { ClientLogo } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { LOGOS_KEY } from "./get-logos";
import type { LogoFormValues } from "./logo-form-schema";

/** New logos go to the end of the carousel. */
export const createLogo = (values: LogoFormValues & { sortOrder: number }) =>
  apiJson<ClientLogo>("POST", "/api/logos", values);

export function useCreateLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLogo,
    onSuccess: () => toast({ title: "Logo added", description: "The client logo has been added successfully." }),
    onError: (error) => failureToast("Failed to add logo", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOGOS_KEY }),
  });
}
