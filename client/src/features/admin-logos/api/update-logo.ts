import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientLogo } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { LOGOS_KEY } from "./get-logos";
import type { LogoFormValues } from "./logo-form-schema";
import { logoErrorToast, logoSuccessToast } from "./logo-toasts";

export const updateLogo = ({ id, values }: { id: number; values: LogoFormValues }) =>
  apiJson<ClientLogo>("PUT", `/api/logos/${id}`, values);

export function useUpdateLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLogo,
    onSuccess: () => logoSuccessToast("Logo updated", "The client logo has been updated successfully."),
    onError: (error) => logoErrorToast("Failed to update logo", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOGOS_KEY }),
  });
}
