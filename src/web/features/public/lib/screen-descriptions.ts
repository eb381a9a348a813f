// One line per screen for /demo (docs/product.md §2), kept off the first screens that carry the
// navigation itself (app/navigation.ts).
export const SCREEN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/coach/dashboard': 'Stats, recent activity and client progress',
  '/coach/clients': 'Your roster, notes and access links',
  '/coach/tasks': 'Exercises with videos and categories',
  '/coach/plans': 'Workouts built from exercises',
  '/coach/programs': 'Multi-week schedules of plans and rest days',
  '/coach/assign': 'Give a plan or program to a client',
  '/coach/check-ins': 'Weekly check-ins to review, overdue and upcoming',
  '/coach/brand': "Your business name, logo and colour in your clients' app",
  '/coach/profile': 'Personal details, qualifications and password',
  '/coach/data-transfer': 'Export and import your data as JSON',
  '/app/today': "Today's workout",
  '/app/upcoming': 'Scheduled workouts',
  '/app/history': 'Weekly stats and completed workouts',
  '/app/food': 'Weekly meal log with photos',
  '/app/tests': 'Fitness tests and retests',
  '/app/check-ins': 'Your weekly check-in with your coach',
  '/coach/notifications': 'Completed, missed and commented workouts',
  '/login': 'Sign in with e-mail and password',
  '/register': 'Create a coach account',
  '/forgot-password': 'Request a password reset link',
};
