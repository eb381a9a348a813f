// Texts of the home and not-found screens, quoted verbatim from docs/product.md (docs/conventions.md 12):
// screens and tests use these constants so a wording change happens in one place.
export const PUBLIC_TEXTS = {
  home: {
    pleaseLogIn: 'Please log in to continue.',
    goToLogin: 'Go to Login',
  },
  notFound: {
    title: 'Page Not Found',
    message: "The page you're looking for doesn't exist or has moved.",
    home: 'Go Home',
  },
} as const;
