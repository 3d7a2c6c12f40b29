import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import type { ClientLogo } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { LOGOS_KEY } from "./get-logos";
import type { LogoFormValues } from "./logo-form-schema";

/** `updatedAt`: the logo's as the dialog loaded it; the server refuses the save (409) when someone saved since. */
export const updateLogo = ({ id, values, updatedAt }: { id: number; values: LogoFormValues; updatedAt?: Date | string }) =>
  apiJson<ClientLogo>("PUT", `/api/logos/${id}`, { ...values, updatedAt });

export function useUpdateLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLogo,
    onSuccess: () => toast({ title: "Logo updated", description: "The client logo has been updated successfully." }),
    onError: (error) => failureToast("Failed to update logo", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOGOS_KEY }),
  });
}
