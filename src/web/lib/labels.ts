/** 'INTERMEDIATE' → 'Intermediate': enum values read as words wherever a coach sees them. */
export const difficultyLabel = (d: string) => (d ? d.charAt(0).toUpperCase() + d.slice(1).toLowerCase() : d);
