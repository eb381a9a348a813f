// docs/product.md §9: the exercise library's built-in categories. A coach's own categories are stored on
// the server (docs/design.md §3) and listed after these.
export const BUILT_IN_CATEGORIES = ['Knee dominant', 'Hip dominant', 'Horizontal pushing', 'Vertical pushing', 'Horizontal pulling', 'Vertical pulling', 'Cardio', 'Stretch', 'Foam roll'] as const;

/** The key categories are compared by: duplicates are refused case-insensitively (docs/product.md §5). */
export const categoryKey = (name: string) => name.trim().toLocaleLowerCase('en');

export const isBuiltInCategory = (name: string) => BUILT_IN_CATEGORIES.some((c) => categoryKey(c) === categoryKey(name));
