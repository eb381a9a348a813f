// docs/product.md §5: client notes allow only these tags, with no attributes (server and browser alike).
export const NOTE_ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'div'] as const;
