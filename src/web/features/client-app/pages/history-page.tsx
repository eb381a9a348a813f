// /app/history: the screen lives with its feature (client-workouts); the route table loads it here.
export { default } from '../../client-workouts/pages/history-page.tsx';
