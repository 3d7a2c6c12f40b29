import { SERVER_HEAD_ATTRIBUTE } from "@shared/head-tags";

/** Removes the head tags the server wrote (it marks them); the client's own replace them. */
export function removeServerHead(doc: Document = document) {
  doc.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
}
