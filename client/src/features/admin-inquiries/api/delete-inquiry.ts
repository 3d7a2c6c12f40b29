import { apiRequest } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import { INQUIRIES_KEY } from "./get-inquiries";

export const deleteInquiry = (id: number) => apiRequest("DELETE", `/api/inquiries/${id}`);

export const useDeleteInquiry = () =>
  useChange(deleteInquiry, {
    success: { title: "Inquiry deleted", description: "The inquiry has been deleted successfully." },
    failure: "Failed to delete inquiry",
    invalidates: [INQUIRIES_KEY],
  });
