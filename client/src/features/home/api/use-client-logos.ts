import { publicQueryKeys } from "@shared/bootstrap";
import { useQuery } from "@tanstack/react-query";
import type { ClientLogo } from "@shared/schema";

export const useClientLogos = () => useQuery<ClientLogo[]>({ queryKey: publicQueryKeys.logos });
