// /app/upcoming: the screen lives with its feature (client-workouts); the route table loads it here.
export { default } from '../../client-workouts/pages/upcoming-page.tsx';
